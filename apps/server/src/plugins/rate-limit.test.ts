import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../test/harness.ts';

describe.each(engines())('rate limit of the open routes on %s', (engine) => {
  const LIMIT = 5;
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext(engine, { rateLimitPerMinute: LIMIT });
    token = await t.login();
  });
  afterAll(() => t.close());

  const settings = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/v1/settings', remoteAddress, headers });

  it('answers 429 with Retry-After past the limit, per address, in both languages', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await settings('10.4.0.1')).statusCode).toBe(200);
    const over = await settings('10.4.0.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests from this address\. Try again in \d+ seconds?\.$/),
    });
    const ar = await settings('10.4.0.1', { 'accept-language': 'ar' });
    expect(ar.json().error.message).toMatch(/^طلبات كثيرة من هذا العنوان/);
    // Another address is not affected.
    expect((await settings('10.4.0.2')).statusCode).toBe(200);
  });

  it('never counts signed-in routes', async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      const me = await t.app.inject({
        url: '/v1/auth/me',
        headers: bearer(token),
        remoteAddress: '10.4.0.3',
      });
      expect(me.statusCode).toBe(200);
    }
  });
});
