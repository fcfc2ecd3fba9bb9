import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { openStream, type Stream } from '../../test/sse.ts';

/** Far under the 2 s poll: the end must come from the sign-out's own event, not a later check. */
const PROMPT_MS = 1500;

/**
 * A stream lives no longer than its session: signing out or exchanging the token ends the streams
 * opened with that token at once, over real HTTP, while another session of the same user goes on.
 */
describe.each(engines())('streams ending with their session on %s', (engine) => {
  let t: TestContext;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const create = async (nameEn: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: bearer(admin),
      payload: { nameEn, nameAr: 'ع' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ category: { id: number } }>().category.id;
  };

  /** Resolves to how long the stream took to end, or rejects after `ms`. */
  const endsWithin = (stream: Stream, ms: number) => {
    const started = Date.now();
    return Promise.race([
      stream.ended.then(() => Date.now() - started),
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('stream still open')), ms).unref()),
    ]);
  };

  /** Two sessions of one user, each with a live stream that has seen one event. */
  async function twoStreams() {
    const mine = await t.login();
    const other = await t.login();
    const a = await openStream(port, mine);
    const b = await openStream(port, other);
    const first = await create(`Before ${Date.now()}`);
    const sees = (f: { event: string; data: Record<string, unknown> }, id: number) =>
      f.event === 'category.created' && f.data.id === id;
    await a.until((f) => sees(f, first));
    await b.until((f) => sees(f, first));
    return { mine, a, b, sees };
  }

  async function expectOnlyOtherGoesOn(
    a: Stream,
    b: Stream,
    sees: (f: { event: string; data: Record<string, unknown> }, id: number) => boolean,
  ) {
    const took = await endsWithin(a, PROMPT_MS);
    expect(took).toBeLessThan(PROMPT_MS);
    const count = a.frames.length;
    const after = await create(`After ${Date.now()}`);
    await b.until((f) => sees(f, after));
    expect(a.frames.length).toBe(count);
    expect(a.frames.some((f) => sees(f, after))).toBe(false);
    b.close();
  }

  it('ends the stream of a session that signs out, and only that one', async () => {
    const { mine, a, b, sees } = await twoStreams();
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(mine) });
    expect(out.statusCode, out.body).toBe(200);
    await expectOnlyOtherGoesOn(a, b, sees);
  });

  it('ends the stream of a token exchanged for a fresh one, and only that one', async () => {
    const { mine, a, b, sees } = await twoStreams();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/decrypToken',
      payload: { token: mine },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectOnlyOtherGoesOn(a, b, sees);
    // The fresh token streams as any session does.
    const fresh = await openStream(port, res.json<{ token: string }>().token);
    const id = await create(`Fresh ${Date.now()}`);
    await fresh.until((f) => sees(f, id));
    fresh.close();
  });

  it('refuses to open a stream with a token already signed out', async () => {
    const gone = await t.login();
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(gone) });
    await expect(openStream(port, gone)).rejects.toThrow('status 401');
  });

  it('sends the session-ended event to no stream, not even a manager of users', async () => {
    const watcher = await openStream(port, admin);
    const leaving = await t.login();
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(leaving) });
    const id = await create(`Marker ${Date.now()}`);
    await watcher.until((f) => f.event === 'category.created' && f.data.id === id);
    expect(watcher.frames.map((f) => f.event)).not.toContain('session.ended');
    watcher.close();
  });
});
