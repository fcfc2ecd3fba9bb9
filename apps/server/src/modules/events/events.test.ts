import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

interface Frame {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** Opens the stream over real HTTP and collects frames until `count` arrive. */
function collect(port: number, token: string, count: number, lastEventId?: number): Promise<Frame[]> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const req = http.get({ host: '127.0.0.1', port, path: '/v1/events', headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      const frames: Frame[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const id = field('id');
          if (id === undefined) continue;
          frames.push({
            id: Number(id),
            event: field('event') ?? '',
            data: JSON.parse(field('data') ?? '{}') as Record<string, unknown>,
          });
          if (frames.length === count) {
            req.destroy();
            resolve(frames);
          }
        }
      });
    });
    req.on('error', (e) => (e.message === 'socket hang up' ? undefined : reject(e)));
    setTimeout(() => reject(new Error('timed out waiting for events')), 8000).unref();
  });
}

describe.each(engines())('event stream on %s', (engine) => {
  let t: TestContext;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    token = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const create = (nameEn: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: bearer(token),
      payload: { nameEn, nameAr: 'ع' },
    });

  it('pushes a change to a live stream as it commits', async () => {
    const frames = collect(port, token, 1);
    await new Promise((r) => setTimeout(r, 200));
    const res = await create('Live');
    const id = res.json().category.id as number;
    const [frame] = await frames;
    expect(frame).toMatchObject({ event: 'category.created', data: { id } });
  });

  it('replays what a reconnecting client missed, in order, then goes live', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('events')
          .select((e) => e.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
    await create('Missed 1');
    await create('Missed 2');
    const frames = collect(port, token, 3, before);
    await new Promise((r) => setTimeout(r, 300));
    await create('After reconnect');
    const got = await frames;
    expect(got.map((f) => f.event)).toEqual(['category.created', 'category.created', 'category.created']);
    expect(got.map((f) => f.id)).toEqual([...got.map((f) => f.id)].sort((a, b) => a - b));
    expect(got[0]!.id).toBeGreaterThan(before);
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ url: '/v1/events' })).statusCode).toBe(401);
  });
});
