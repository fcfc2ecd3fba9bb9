import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----cashier-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines())('uploads on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('stores a picture under the data folder and serves it back', async () => {
    const { payload, headers } = multipart(PNG, 'dish.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { ...owner, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { upload } = res.json<{ upload: { url: string; contentType: string; size: number } }>();
    expect(upload).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(upload.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the real type, not the name', async () => {
    const { payload, headers } = multipart(Buffer.from('<svg onload="alert(1)"/>'), 'dish.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { ...owner, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const { payload, headers } = multipart(big, 'big.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { ...owner, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const part =
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=b', `--b\r\n${part}\x89PNG\r\n\x1a\n`], // cut short
      ['multipart/form-data; boundary=b', `--b\r\nContent-Disposition: garbage\r\n\r\nx\r\n--b--\r\n`],
      ['multipart/form-data; boundary=other', `--b\r\n${part}GIF89a\r\n--b--\r\n`],
      ['multipart/form-data; boundary=b', ''],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/uploads',
        headers: { ...owner, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses JSON and roles without catalog.manage', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: owner,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const waiter = bearer(await t.userWithRole('waiter'));
    const { payload, headers } = multipart(PNG, 'dish.png', 'image/png');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/uploads',
          headers: { ...waiter, ...headers },
          payload,
        })
      ).statusCode,
    ).toBe(403);
  });
});
