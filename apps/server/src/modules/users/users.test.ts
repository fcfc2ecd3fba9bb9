import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, PASSWORD, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

type Headers = Record<string, string>;

describe.each(engines())('users on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let roleIds: Record<string, number>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
    const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Sara Cashier',
    email: `staff${++n}@test.local`,
    password: PASSWORD,
    roleId: roleIds.cashier,
    locale: 'ar',
    ...extra,
  });
  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/users/create', headers, payload });
  const update = (id: number, payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/users/update/${id}`, headers, payload });
  const destroy = (id: number, headers = owner) =>
    t.app.inject({ method: 'DELETE', url: `/v1/users/destroy/${id}`, headers });
  const me = (token: string) => t.app.inject({ url: '/v1/auth/me', headers: bearer(token) });
  async function created(extra: Record<string, unknown> = {}) {
    const payload = body(extra);
    const res = await create(payload);
    expect(res.statusCode).toBe(200);
    return { ...payload, id: res.json<{ user: { id: number } }>().user.id };
  }
  const ownerId = async () =>
    (await t.db.selectFrom('users').select('id').where('email', '=', OWNER.email).executeTakeFirstOrThrow())
      .id;

  it('lists users with their role and permissions, never a hash', async () => {
    const res = await t.app.inject({ url: '/v1/users', headers: owner });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.resp.status).toBe('success');
    expect(answer.users[0]).toMatchObject({ email: OWNER.email, role: 'owner', active: true, hasPin: false });
    expect(answer.users[0].permissions).toContain('users.manage');
    expect(JSON.stringify(answer)).not.toMatch(/hash|argon|password|"pin"/i);
  });

  it('creates a user who can sign in, audited and evented without the secrets', async () => {
    const payload = body({ pin: '4821' });
    const res = await create(payload);
    expect(res.statusCode).toBe(200);
    const { user, resp } = res.json();
    expect(resp).toEqual({ status: 'success', message: 'User created' });
    expect(user).toMatchObject({
      name: payload.name,
      email: payload.email,
      role: 'cashier',
      locale: 'ar',
      active: true,
      hasPin: true,
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|argon|4821/);
    await t.login(payload.email, PASSWORD);
    const pin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/pin',
      payload: { userId: user.id, pin: '4821' },
    });
    expect(pin.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'user.create')
      .where('entityId', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit.data).not.toMatch(/4821|Staff-pass|argon/);
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toContainEqual({ topic: 'user.created', payload: JSON.stringify({ id: user.id }) });
  });

  it('validates with field messages: password, PIN, locale, role, duplicate email', async () => {
    const bad = await create(body({ password: 'short', pin: '12a4', locale: 'fr', email: 'nope' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['password', 'pin', 'locale', 'email']),
    );
    expect((await create(body({ pin: '1234567' }))).json().error.fields).toHaveProperty('pin');
    const noRole = await create(body({ roleId: 999999 }));
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().error.fields).toEqual({ roleId: 'No such role' });
    const dup = await create(body({ email: OWNER.email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toHaveProperty('email');
    const { id } = await created();
    const dupUpdate = await update(id, body({ email: OWNER.email }));
    expect(dupUpdate.statusCode).toBe(409);
    expect(dupUpdate.json().error.fields).toHaveProperty('email');
    expect((await update(999999, body())).statusCode).toBe(404);
    expect((await destroy(999999)).statusCode).toBe(404);
  });

  it('updates: absent password and PIN stay, pin null clears, a new password ends their sessions', async () => {
    const u = await created({ pin: '5555' });
    const token = await t.login(u.email, PASSWORD);
    const { password: _p, ...withoutPassword } = u;
    const kept = await update(u.id, { ...withoutPassword, name: 'Renamed' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user).toMatchObject({ name: 'Renamed', hasPin: true, active: true });
    expect((await me(token)).statusCode).toBe(200);
    await t.login(u.email, PASSWORD);

    const cleared = await update(u.id, { ...withoutPassword, pin: null });
    expect(cleared.json().user.hasPin).toBe(false);

    const changed = await update(u.id, { ...withoutPassword, password: 'A-new-password-42' });
    expect(changed.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    await expect(t.login(u.email, PASSWORD)).rejects.toThrow(/401/);
    await t.login(u.email, 'A-new-password-42');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'user.update')
      .where('entityId', '=', String(u.id))
      .execute();
    expect(audit.map((a) => a.data).join()).not.toMatch(/A-new-password|5555/);
  });

  it('changing your own password keeps this session and ends your others', async () => {
    const u = await created({ roleId: roleIds.manager });
    const here = await t.login(u.email, PASSWORD);
    const elsewhere = await t.login(u.email, PASSWORD);
    // Your own password or e-mail needs the current password here too, as on the profile screen.
    const bare = await update(u.id, { ...u, password: 'Another-pass-77' }, bearer(here));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('currentPassword');
    const wrong = await update(
      u.id,
      { ...u, email: 'taken-over@test.local', password: undefined, currentPassword: 'not-it-at-all' },
      bearer(here),
    );
    expect(wrong.statusCode).toBe(422);
    const res = await update(
      u.id,
      { ...u, password: 'Another-pass-77', currentPassword: PASSWORD },
      bearer(here),
    );
    expect(res.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('lets nobody reset the password or PIN of a peer or of someone with more rights', async () => {
    const managerA = await created({ roleId: roleIds.manager });
    const managerB = await created({ roleId: roleIds.manager });
    const cashier = await created({ roleId: roleIds.cashier });
    const asA = bearer(await t.login(managerA.email, PASSWORD));
    for (const change of [{ password: 'Taken-over-123' }, { pin: '1234' }, { pin: null }]) {
      const res = await update(managerB.id, { ...managerB, password: undefined, ...change }, asA);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    // Other changes to a peer are allowed, and a cashier's password a manager may reset.
    expect(
      (await update(managerB.id, { ...managerB, password: undefined, name: 'B.' }, asA)).statusCode,
    ).toBe(200);
    expect((await update(cashier.id, { ...cashier, password: 'Reset-by-boss-1' }, asA)).statusCode).toBe(200);
    // The owner outranks a manager, but not another owner.
    const owner2 = await created({ roleId: roleIds.owner });
    expect((await update(managerA.id, { ...managerA, pin: '4321' })).statusCode).toBe(200);
    expect((await update(owner2.id, { ...owner2, password: 'Taken-over-123' })).statusCode).toBe(403);
    expect((await destroy(owner2.id)).statusCode).toBe(200);
  });

  it('disabling a user ends their sessions and refuses their sign-in', async () => {
    const u = await created();
    const token = await t.login(u.email, PASSWORD);
    const res = await update(u.id, { ...u, password: undefined, active: false });
    expect(res.json().user.active).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: u.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    // Revoked, not just hidden: enabling the account again does not bring the old session back.
    expect((await update(u.id, { ...u, password: undefined, active: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never deletes or disables yourself, nor removes the last active owner', async () => {
    const id = await ownerId();
    const self = { name: 'Owner', email: OWNER.email, roleId: roleIds.owner, locale: 'en' };
    expect((await destroy(id)).statusCode).toBe(409);
    expect((await update(id, { ...self, active: false })).statusCode).toBe(409);
    const demote = await update(id, { ...self, roleId: roleIds.manager });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.fields).toHaveProperty('roleId');

    // Only someone holding every permission may touch an owner: a custom all-permission role.
    const all = await t.app.inject({ url: '/v1/roles', headers: owner });
    const allRole = await t.app.inject({
      method: 'POST',
      url: '/v1/roles/create',
      headers: owner,
      payload: { name: 'Co-owner', description: '', permissions: all.json().permissions },
    });
    const co = await created({ roleId: allRole.json().role.id });
    const coToken = bearer(await t.login(co.email, PASSWORD));
    expect((await update(id, { ...self, active: false }, coToken)).statusCode).toBe(409);
    expect((await update(id, { ...self, roleId: roleIds.manager }, coToken)).statusCode).toBe(409);
    expect((await destroy(id, coToken)).statusCode).toBe(409);

    // With a second active owner, one may go.
    const second = await created({ roleId: roleIds.owner });
    const disabled = await update(second.id, { ...second, password: undefined, active: false }, coToken);
    expect(disabled.statusCode).toBe(200);
    expect((await destroy(second.id)).statusCode).toBe(200);
    expect((await t.db.selectFrom('users').select('id').where('id', '=', second.id).execute()).length).toBe(
      0,
    );
  });

  it('deletes a user whose history stays, with audit and event', async () => {
    const u = await created();
    await t.login(u.email, PASSWORD); // leaves audit rows and a session
    const res = await destroy(u.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resp: { status: 'success', message: 'User deleted' } });
    const history = await t.db
      .selectFrom('auditLog')
      .select('userId')
      .where('action', '=', 'auth.login')
      .where('entityId', '=', String(u.id))
      .execute();
    expect(history).toEqual([{ userId: null }]);
    const events = await t.db
      .selectFrom('events')
      .select('topic')
      .where('topic', '=', 'user.deleted')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('lets a manager manage staff but never grant or touch more than they hold', async () => {
    const manager = bearer(await t.userWithRole('manager'));
    expect((await t.app.inject({ url: '/v1/users', headers: manager })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/roles', headers: manager })).statusCode).toBe(200);
    expect((await create(body(), manager)).statusCode).toBe(200);
    const escalate = await create(body({ roleId: roleIds.owner }), manager);
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().error.fields).toHaveProperty('roleId');
    const id = await ownerId();
    const takeover = await update(
      id,
      { name: 'Owner', email: OWNER.email, roleId: roleIds.owner, locale: 'en', password: 'Taken-over-123' },
      manager,
    );
    expect(takeover.statusCode).toBe(403);
    await t.login();
    expect((await destroy(id, manager)).statusCode).toBe(403);
  });

  it('keeps one active owner when two are disabled at the same moment', async () => {
    const all = (await t.app.inject({ url: '/v1/roles', headers: owner })).json().permissions;
    const role = await t.app.inject({
      method: 'POST',
      url: '/v1/roles/create',
      headers: owner,
      payload: { name: 'Partner', permissions: all },
    });
    const partner = bearer(await t.login((await created({ roleId: role.json().role.id })).email, PASSWORD));
    const first = {
      id: await ownerId(),
      name: 'Owner',
      email: OWNER.email,
      roleId: roleIds.owner,
      locale: 'en',
    };
    const second = await created({ roleId: roleIds.owner });
    const results = await Promise.all(
      [first, second].map((u) => update(u.id, { ...u, password: undefined, active: false }, partner)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const disabled = results[0]!.statusCode === 200 ? first : second;
    await update(disabled.id, { ...disabled, password: undefined, active: true }, partner);
  });

  it('answers 401 signed out and 403 without users.manage', async () => {
    expect((await t.app.inject({ url: '/v1/users' })).statusCode).toBe(401);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await t.app.inject({ url: '/v1/users', headers: cashier })).statusCode).toBe(403);
    expect((await create(body(), cashier)).statusCode).toBe(403);
  });
});
