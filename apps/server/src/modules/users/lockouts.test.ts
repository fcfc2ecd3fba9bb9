import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWNER, PASSWORD, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { loginDelay, MAX_LOGIN_FAILURES, MAX_PIN_FAILURES } from '../auth/index.ts';

describe.each(engines())('sign-in lockouts on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let cashierId: number;

  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    cashierId = await t.staffWithPin('cashier', { name: 'Cass', email: 'cass@test.local', pin: '2580' });
  });
  afterAll(() => t.close());

  const list = (headers = owner) => t.app.inject({ url: '/v1/users/lockouts', headers });
  const clear = (key: string, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/users/lockouts/clear', headers, payload: { key } });
  const pin = (pinCode: string, remoteAddress = '10.3.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/pin',
      payload: { userId: cashierId, pin: pinCode },
      remoteAddress,
    });

  it('lists a locked PIN with its user, lets the owner lift it, and audits that', async () => {
    for (let i = 0; i < MAX_PIN_FAILURES; i++)
      expect((await pin('0000', `10.3.1.${i}`)).statusCode).toBe(401);
    expect((await pin('2580')).statusCode).toBe(429);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const lockout = res.json().lockouts.find((l: { kind: string }) => l.kind === 'pin');
    expect(lockout).toMatchObject({
      kind: 'pin',
      userId: cashierId,
      userName: 'Cass',
      email: 'cass@test.local',
      failures: MAX_PIN_FAILURES,
    });
    expect(Date.parse(lockout.lockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Only who manages users sees or lifts lockouts.
    const cashier = bearer(await t.login('cass@test.local', PASSWORD));
    expect((await list(cashier)).statusCode).toBe(403);
    expect((await clear(lockout.key, cashier)).statusCode).toBe(403);

    expect((await clear(lockout.key)).statusCode).toBe(200);
    expect((await pin('2580')).statusCode).toBe(200);
    expect((await list()).json().lockouts.some((l: { key: string }) => l.key === lockout.key)).toBe(false);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'lockout.clear')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityId: String(cashierId) });
    expect(JSON.parse(audit[0]!.data!)).toMatchObject({ kind: 'pin', failures: MAX_PIN_FAILURES });
    expect((await clear(lockout.key)).statusCode).toBe(404);
  });

  it("keeps a manager from lifting a lockout on the owner's account, which the owner may lift", async () => {
    const ip = '10.3.2.1';
    // Ten failures, each after the wait the one before asked for: a patient guesser's two minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
        vi.setSystemTime(Date.now() + loginDelay(i) * 1000);
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: OWNER.email, password: 'guess' },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      vi.useRealTimers();
    }
    const lockout = (await list()).json().lockouts.find((l: { kind: string }) => l.kind === 'login');
    expect(lockout).toMatchObject({ email: OWNER.email, userName: expect.any(String), ip });
    const manager = bearer(await t.userWithRole('manager'));
    const refused = await clear(lockout.key, manager);
    expect(refused.statusCode).toBe(403);
    expect((await clear(lockout.key)).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: OWNER,
      remoteAddress: ip,
    });
    expect(back.statusCode).toBe(200);
  });
});
