import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, OWNER, type TestContext } from '../../test/harness.ts';
import { FREE_ATTEMPTS } from './throttle.ts';

/*
 * Behind a proxy the sign-in limits and the staff log go by the client address the proxy saw.
 * With TRUST_PROXY=true Fastify once took the left-most X-Forwarded-For entry, which the client
 * writes: a forged `198.51.100.<n>, 127.0.0.1` got a fresh allowance per request (200 of 200 wrong
 * passwords checked, no 429) and the log recorded the forged addresses. `true` is now one hop.
 */

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

describe.each(engines())('sign-in behind a proxy on %s', (engine) => {
  const contexts: TestContext[] = [];
  const context = async (trustProxy: string) => {
    const t = await createTestContext(engine, { env: { TRUST_PROXY: trustProxy } });
    contexts.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of contexts) await t.close();
  });

  /** Wrong passwords until the first 429: how many were checked (answered 401). */
  const checkedBefore429 = async (t: TestContext, request: (n: number) => InjectOptions) => {
    for (let n = 0; n < 200; n++) {
      const res = await t.app.inject(request(n));
      if (res.statusCode === 429) return n;
      expect(res.statusCode).toBe(401);
    }
    return 200;
  };
  const wrong = { method: 'POST' as const, url: '/v1/auth/login', payload: { ...OWNER, password: 'wrong' } };
  const failedFrom = async (t: TestContext) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select('ip')
        .where('action', '=', 'auth.login_failed')
        .orderBy('id')
        .execute()
    ).map((r) => r.ip);

  let oneHop: TestContext;
  beforeAll(async () => {
    oneHop = await context('true');
  });

  it('with one hop, ignores forged left-most addresses: the limit comes as without the header', async () => {
    // Through the proxy, which appends the address it saw to whatever the client sent.
    const forged = await checkedBefore429(oneHop, (n) => ({
      ...wrong,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `198.51.100.${n}, 127.0.0.1, ${CLIENT}` },
    }));
    expect(forged).toBe(FREE_ATTEMPTS);
    expect(await failedFrom(oneHop)).toEqual(Array(FREE_ATTEMPTS).fill(CLIENT));
    // The same client straight at the server, no header: the same allowance, no more.
    const plain = await context('true');
    expect(await checkedBefore429(plain, () => ({ ...wrong, remoteAddress: CLIENT }))).toBe(forged);
  });

  it('with the proxy named by address, a client that forges the header straight at the server is itself', async () => {
    const t = await context(`${PROXY},10.0.0.0/8`);
    const direct = await checkedBefore429(t, (n) => ({
      ...wrong,
      remoteAddress: CLIENT,
      headers: { 'x-forwarded-for': `198.51.100.${n}` },
    }));
    expect(direct).toBe(FREE_ATTEMPTS);
    // Through two named proxies the address is the one the first of them saw.
    await t.app.inject({
      ...wrong,
      payload: { email: 'someone@test.local', password: 'wrong' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `198.51.100.9, 198.51.100.10, 10.1.2.3` },
    });
    expect(await failedFrom(t)).toEqual([...Array(FREE_ATTEMPTS).fill(CLIENT), '198.51.100.10']);
  });

  it('without TRUST_PROXY the header means nothing: the address is the connection', async () => {
    const t = await context('false');
    await t.app.inject({ ...wrong, remoteAddress: CLIENT, headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(await failedFrom(t)).toEqual([CLIENT]);
  });
});
