import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { MAX_FAILURES } from './service.ts';

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

  it('locks an account for 15 minutes after 10 failures, even with the right password', async () => {
    const email = 'locked@test.local';
    await t.userWithRole('cashier'); // a live account unrelated to the lock
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: 'wrong' },
        remoteAddress: `10.0.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'whatever' },
      remoteAddress: '10.0.1.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/locked for 15 more minutes/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('locks an address after 10 failures across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < MAX_FAILURES; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `x${i}@example.com`, password: 'w' },
        remoteAddress: ip,
      });
      expect(r.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: OWNER,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
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
