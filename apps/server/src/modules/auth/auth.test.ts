import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWNER, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { FREE_ATTEMPTS, LOCK_MS, MAX_ADDRESS_FAILURES, MAX_LOGIN_FAILURES, loginDelay } from './throttle.ts';

describe.each(engines())('auth on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  it('signs in with the spec shape, sets an HttpOnly cookie and never exposes a hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: OWNER });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: Record<string, unknown>[] }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toHaveLength(1);
    expect(body.user[0]).toMatchObject({ email: OWNER.email, role: 'owner' });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await t.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.token);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'auth.login')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password with a clear message, audits it, and validates the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { ...OWNER, password: 'wrong' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'The email or password is incorrect.' },
    });
    const failed = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'auth.login_failed')
      .execute();
    expect(failed.at(-1)?.data).toContain(OWNER.email);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email');
    expect(bad.json().error.fields).toHaveProperty('password');
  });

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

  it('lets a few typos through, then slows that account from that address down, then locks it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const ip = '10.0.0.1';
      for (let i = 0; i < FREE_ATTEMPTS; i++)
        expect((await attempt(OWNER.email, 'wrong', ip)).statusCode).toBe(401);
      for (let n = FREE_ATTEMPTS; n < MAX_LOGIN_FAILURES; n++) {
        const early = await attempt(OWNER.email, OWNER.password, ip);
        expect(early.statusCode).toBe(429);
        expect(early.headers['retry-after']).toBe(String(loginDelay(n)));
        vi.setSystemTime(Date.now() + loginDelay(n) * 1000);
        expect((await attempt(OWNER.email, 'wrong', ip)).statusCode).toBe(401);
      }
      const locked = await attempt(OWNER.email, OWNER.password, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toMatch(/locked for 15 more minutes/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // Someone guessing from elsewhere never locks the owner out of their own address.
      expect((await attempt(OWNER.email, OWNER.password, '10.0.0.2')).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + LOCK_MS + 1000);
      expect((await attempt(OWNER.email, OWNER.password, ip)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks an address only at its own ceiling, across accounts; other addresses still sign in', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      expect((await attempt(`x${i}@example.com`, 'w', ip)).statusCode).toBe(401);
    }
    expect((await attempt(OWNER.email, OWNER.password, ip)).statusCode).toBe(429);
    expect((await attempt(OWNER.email, OWNER.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('a success gives its attempt back to the address: a busy till never reaches the ceiling', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i++) await attempt(`y${i}@example.com`, 'w', ip);
    for (let i = 0; i < 3; i++) expect((await attempt(OWNER.email, OWNER.password, ip)).statusCode).toBe(200);
    expect((await attempt('last@example.com', 'w', ip)).statusCode).toBe(401);
    expect((await attempt(OWNER.email, OWNER.password, ip)).statusCode).toBe(429);
  });

  it('answers me for bearer and cookie, and 401 when signed out', async () => {
    const token = await t.login();
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(token) });
    expect(me.json().user.email).toBe(OWNER.email);
    const viaCookie = await t.app.inject({ url: '/v1/auth/me', cookies: { token } });
    expect(viaCookie.statusCode).toBe(200);
    const out = await t.app.inject({ url: '/v1/auth/me' });
    expect(out.statusCode).toBe(401);
    expect(out.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('exchanges a token for a fresh one and revokes the old (decrypToken)', async () => {
    const old = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/decrypToken', payload: { token: old } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/decrypToken',
      payload: { token: old },
    });
    expect(again.statusCode).toBe(401);
  });

  it('logs out: the session is revoked, the cookie cleared and the sign-out audited', async () => {
    const token = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'auth.logout')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('expires an idle session', async () => {
    const token = await t.login();
    const longAgo = new Date(Date.now() - t.config.sessionIdleMs - 1000).toISOString();
    await t.db.updateTable('sessions').set({ lastSeenAt: longAgo }).where('revokedAt', 'is', null).execute();
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses cookie-authenticated changes without the CSRF header', async () => {
    const token = await t.login();
    const payload = { nameEn: 'X', nameAr: 'س' };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      cookies: { token },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    const real = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      cookies: { token },
      headers: { 'x-requested-with': 'cashier' },
      payload,
    });
    expect(real.statusCode).toBe(200);
  });

  it('ends the sessions of a disabled user', async () => {
    const token = await t.userWithRole('waiter');
    await t.db.updateTable('users').set({ active: 0 }).where('email', 'like', 'waiter%').execute();
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
