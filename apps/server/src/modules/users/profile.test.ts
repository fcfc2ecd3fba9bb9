import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, PASSWORD, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { FREE_ATTEMPTS } from '../auth/index.ts';

const NEW_PASSWORD = 'Brand-new-pass-456';

describe.each(engines())('own profile on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ url: '/v1/auth/me', headers: bearer(token) });
  /** A fresh cashier: their token, id and the profile body that changes nothing. */
  async function cashier() {
    const token = await t.userWithRole('cashier');
    const { id, name, email, locale } = (await me(token)).json().user;
    return { token, id: id as number, email: email as string, base: { name, email, locale } };
  }
  const save = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v1/auth/profile', headers: bearer(token), payload });
  const canSignIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } }))
      .statusCode === 200;
  const auditOf = (id: number) =>
    t.db
      .selectFrom('auditLog')
      .select(['action', 'userId', 'data'])
      .where('entity', '=', 'user')
      .where('entityId', '=', String(id))
      .where('action', 'like', 'profile.%')
      .execute();

  it('changes name and language without a password, audited and evented', async () => {
    const u = await cashier();
    const res = await save(u.token, { ...u.base, name: 'Layla', locale: 'ar' });
    expect(res.statusCode).toBe(200);
    const { user, resp } = res.json();
    expect(resp).toEqual({ status: 'success', message: 'Profile updated' });
    expect(user).toMatchObject({ id: u.id, name: 'Layla', locale: 'ar', email: u.email, hasPin: false });
    expect(user.permissions).toContain('orders.create');
    expect((await me(u.token)).json().user).toMatchObject({ name: 'Layla', locale: 'ar' });
    expect(await auditOf(u.id)).toContainEqual({
      action: 'profile.update',
      userId: u.id,
      data: JSON.stringify({ name: 'Layla', email: u.email, locale: 'ar' }),
    });
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toContainEqual({ topic: 'user.updated', payload: JSON.stringify({ id: u.id }) });
  });

  it('sets, keeps and clears the PIN, hashed so PIN sign-in works', async () => {
    const u = await cashier();
    const set = await save(u.token, { ...u.base, pin: '4821' });
    expect(set.json().user.hasPin).toBe(true);
    const pinLogin = () =>
      t.app.inject({ method: 'POST', url: '/v1/auth/pin', payload: { userId: u.id, pin: '4821' } });
    expect((await pinLogin()).statusCode).toBe(200);
    expect((await save(u.token, u.base)).json().user.hasPin).toBe(true);
    expect((await save(u.token, { ...u.base, pin: null })).json().user.hasPin).toBe(false);
    expect((await pinLogin()).statusCode).toBe(401);
    const bad = await save(u.token, { ...u.base, pin: '12a' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('pin');
  });

  it('validates with field names', async () => {
    const u = await cashier();
    const bad = await save(u.token, { name: '', email: 'nope', locale: 'fr', newPassword: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'locale', 'newPassword']),
    );
  });

  it('needs the right current password for a new password, then ends only the other sessions', async () => {
    const u = await cashier();
    const other = await t.login(u.email, PASSWORD);
    const missing = await save(u.token, { ...u.base, newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ currentPassword: expect.any(String) });
    const wrong = await save(u.token, { ...u.base, currentPassword: 'not-it', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ currentPassword: expect.any(String) });
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(false);
    expect((await me(other)).statusCode).toBe(200);

    const res = await save(u.token, { ...u.base, currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await canSignIn(u.email, PASSWORD)).toBe(false);
    expect(await canSignIn(u.email, NEW_PASSWORD)).toBe(true);
    const audit = await auditOf(u.id);
    expect(audit.map((a) => a.action)).toEqual(['profile.password_failed', 'profile.update']);
    expect(JSON.parse(audit[1]!.data!)).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(audit)).not.toMatch(/not-it|Staff-pass|Brand-new|argon/);
  });

  it('needs the current password for a new email, and answers 409 on email for one in use', async () => {
    const u = await cashier();
    const fresh = `renamed-${u.id}@test.local`;
    const missing = await save(u.token, { ...u.base, email: fresh });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('currentPassword');
    // The same address in other letters is not a change.
    expect((await save(u.token, { ...u.base, email: u.email.toUpperCase() })).statusCode).toBe(200);
    const taken = await save(u.token, { ...u.base, email: OWNER.email, currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: expect.any(String) });
    const res = await save(u.token, { ...u.base, email: fresh, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(fresh);
    expect(await canSignIn(fresh, PASSWORD)).toBe(true);
    // An email change alone keeps the other sessions.
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords together with failed sign-ins', async () => {
    const u = await cashier();
    const guess = (currentPassword: string) =>
      save(u.token, { ...u.base, currentPassword, newPassword: NEW_PASSWORD });
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await guess(`wrong-${i}`)).statusCode).toBe(422);
    // The next guess, right or wrong, waits like a sign-in to this account from this address.
    const locked = await guess(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await canSignIn(u.email, PASSWORD)).toBe(false);
    // Changes that need no password still go through.
    expect((await save(u.token, { ...u.base, name: 'Still me' })).statusCode).toBe(200);
  });

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      payload: { name: 'x', email: 'x@test.local', locale: 'en' },
    });
    expect(res.statusCode).toBe(401);
  });
});
