import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { consumeApproval } from './approvals.ts';
import { MAX_PIN_FAILURES } from './throttle.ts';

type Headers = Record<string, string>;

describe.each(engines())('staff PIN and manager approval on %s', (engine) => {
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

  /** A user with a role and a PIN, made through the API. */
  async function staff(role: string, pin: string | null) {
    const email = `pin${++n}@test.local`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      headers: owner,
      payload: { name: `${role} ${n}`, email, password: PASSWORD, roleId: roleIds[role], locale: 'en', pin },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json<{ user: { id: number } }>().user.id, email };
  }
  const pinLogin = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/auth/pin', payload, remoteAddress });
  const approve = (headers: Headers, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/auth/approve', headers, payload, remoteAddress });
  /** A user with a role and a PIN, signed in: their id and bearer headers. */
  async function signedIn(role: string, pin: string | null) {
    const user = await staff(role, pin);
    return { id: user.id, headers: bearer(await t.login(user.email, PASSWORD)) };
  }
  const consume = (
    token: string,
    permission: 'orders.void' | 'orders.discount',
    requestedBy: number,
    usedFor = 'test',
    orderId: number | null = null,
  ) =>
    t.db
      .transaction()
      .execute((trx) =>
        consumeApproval(trx, { token, permission, requestedBy, orderId, spentOn: orderId ?? 7, usedFor }),
      );
  const actions = async (action: string) =>
    t.db.selectFrom('auditLog').selectAll().where('action', '=', action).execute();

  it('signs in by user id or email like a password sign-in, with cookie and audit', async () => {
    const cashier = await staff('cashier', '1357');
    const res = await pinLogin({ userId: cashier.id, pin: '1357' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toHaveLength(1);
    expect(body.user[0]).toMatchObject({ id: cashier.id, role: 'cashier' });
    expect(body.resp.message).toBe('Signed in');
    expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({ value: body.token, httpOnly: true });
    expect((await t.app.inject({ url: '/v1/auth/me', headers: bearer(body.token) })).statusCode).toBe(200);
    expect((await pinLogin({ email: cashier.email.toUpperCase(), pin: '1357' })).statusCode).toBe(200);
    expect((await actions('auth.pin_login')).length).toBe(2);
  });

  it('refuses a wrong or missing PIN with 401, audited, and validates the body', async () => {
    const cashier = await staff('cashier', '2468');
    const wrong = await pinLogin({ userId: cashier.id, pin: '0000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'The PIN is incorrect.' });
    const noPin = await staff('waiter', null);
    expect((await pinLogin({ userId: noPin.id, pin: '0000' })).statusCode).toBe(401);
    expect((await pinLogin({ userId: 999999, pin: '0000' })).statusCode).toBe(401);
    const failed = await actions('auth.pin_failed');
    expect(failed.map((f) => f.entityId)).toEqual(
      expect.arrayContaining([String(cashier.id), String(noPin.id)]),
    );
    expect(failed.every((f) => f.userId === null)).toBe(true);
    const both = await pinLogin({ userId: cashier.id, email: cashier.email, pin: '2468' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toHaveProperty('userId');
    expect((await pinLogin({ pin: '2468' })).statusCode).toBe(400);
    expect((await pinLogin({ userId: cashier.id, pin: '12' })).json().error.fields).toHaveProperty('pin');
  });

  it(`locks a user's PIN for 15 minutes after ${MAX_PIN_FAILURES} misses; the password still works`, async () => {
    const cashier = await staff('cashier', '9753');
    for (let i = 0; i < MAX_PIN_FAILURES; i++) {
      expect((await pinLogin({ userId: cashier.id, pin: '1111' }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await pinLogin({ userId: cashier.id, pin: '9753' }, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await t.login(cashier.email, PASSWORD);
    const other = await staff('cashier', '8642');
    expect((await pinLogin({ userId: other.id, pin: '8642' }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('refuses a disabled user with the right PIN', async () => {
    const waiter = await staff('waiter', '7531');
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', waiter.id).execute();
    expect((await pinLogin({ userId: waiter.id, pin: '7531' })).statusCode).toBe(403);
  });

  it('grants a one-time, 2-minute approval to the PIN of a permission holder', async () => {
    const manager = await staff('manager', '4455');
    const cashier = await signedIn('cashier', '1212');
    const before = Date.now();
    const res = await approve(cashier.headers, {
      pin: '4455',
      permission: 'orders.void',
      reason: 'Wrong table',
    });
    expect(res.statusCode).toBe(200);
    const { approval, resp } = res.json();
    expect(resp.message).toBe('Approved');
    expect(approval).toMatchObject({
      approverId: manager.id,
      approverName: `manager ${n - 1}`,
      permission: 'orders.void',
      orderId: null,
    });
    const ttl = Date.parse(approval.expiresAt) - before;
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(121_000);
    const stored = await t.db
      .selectFrom('approvals')
      .selectAll()
      .where('id', '=', approval.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toBe(approval.token);
    expect(stored.reason).toBe('Wrong table');

    expect(await consume(approval.token, 'orders.void', cashier.id, 'order 7 cancel')).toEqual({
      approverId: manager.id,
    });
    await expect(consume(approval.token, 'orders.void', cashier.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const used = await t.db
      .selectFrom('approvals')
      .selectAll()
      .where('id', '=', approval.id)
      .executeTakeFirstOrThrow();
    expect(used).toMatchObject({ usedFor: 'order 7 cancel' });
    expect(used.usedAt).not.toBeNull();
    expect((await actions('approval.granted')).map((a) => a.entityId)).toContain(String(approval.id));
    expect((await actions('approval.used')).map((a) => a.entityId)).toContain(String(approval.id));
  });

  it('refuses an approval used for another permission, expired, unknown, or whose approver left', async () => {
    await staff('manager', '6060');
    const cashier = await signedIn('cashier', null);
    const grant = async (permission: string) =>
      (await approve(cashier.headers, { pin: '6060', permission, reason: 'test' })).json().approval as {
        id: number;
        token: string;
        approverId: number;
      };

    const discount = await grant('orders.discount');
    await expect(consume(discount.token, 'orders.void', cashier.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    // A refused use does not spend it for what it was granted for.
    expect(await consume(discount.token, 'orders.discount', cashier.id)).toEqual({
      approverId: discount.approverId,
    });

    const expired = await grant('orders.void');
    await t.db
      .updateTable('approvals')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    await expect(consume(expired.token, 'orders.void', cashier.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(consume('not-a-token', 'orders.void', cashier.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const gone = await grant('orders.void');
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', gone.approverId).execute();
    await expect(consume(gone.token, 'orders.void', cashier.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('binds an approval to its requester, its action and its order', async () => {
    const manager = await staff('manager', '6161');
    const cashier = await signedIn('cashier', null);
    const waiter = await signedIn('waiter', null);
    const grant = async (orderId: number | null) =>
      (
        await approve(cashier.headers, { pin: '6161', permission: 'orders.void', orderId, reason: 'x' })
      ).json().approval as { token: string; orderId: number | null };
    const forOrder = await grant(41);
    expect(forOrder.orderId).toBe(41);
    // Another requester, another order, or an order being created: none can spend it.
    await expect(consume(forOrder.token, 'orders.void', waiter.id, 'x', 41)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(consume(forOrder.token, 'orders.void', cashier.id, 'x', 42)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(consume(forOrder.token, 'orders.void', cashier.id, 'x', null)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await consume(forOrder.token, 'orders.void', cashier.id, 'x', 41)).toEqual({
      approverId: manager.id,
    });
    const forNew = await grant(null);
    await expect(consume(forNew.token, 'orders.void', cashier.id, 'x', 41)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await consume(forNew.token, 'orders.void', cashier.id, 'x', null)).toEqual({
      approverId: manager.id,
    });
  });

  it('does not let the kitchen ask for an approval', async () => {
    await staff('manager', '6262');
    const cook = await signedIn('kitchen', null);
    const res = await approve(cook.headers, { pin: '6262', permission: 'orders.void', reason: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it("gives the approval back when the approved action's transaction rolls back", async () => {
    await staff('manager', '7070');
    const cashier = await signedIn('cashier', null);
    const { approval } = (
      await approve(cashier.headers, { pin: '7070', permission: 'orders.void', reason: 'x' })
    ).json();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await consumeApproval(trx, {
          token: approval.token,
          permission: 'orders.void',
          requestedBy: cashier.id,
          orderId: null,
          spentOn: 7,
          usedFor: 'failed cancel',
        });
        throw new Error('the cancel failed');
      }),
    ).rejects.toThrow('the cancel failed');
    expect((await consume(approval.token, 'orders.void', cashier.id)).approverId).toBeGreaterThan(0);
  });

  it('refuses a PIN whose owner lacks the permission, audits it, and locks a guessing requester', async () => {
    await staff('cashier', '3131');
    const requester = bearer(await t.login((await staff('cashier', '3232')).email, PASSWORD));
    const refused = await approve(
      requester,
      { pin: '3131', permission: 'orders.void', reason: 'try' },
      '10.2.0.1',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toHaveProperty('pin');
    expect((await actions('approval.refused')).length).toBeGreaterThan(0);
    for (let i = 1; i < MAX_PIN_FAILURES; i++) {
      const r = await approve(
        requester,
        { pin: `99${i}9`, permission: 'orders.void', reason: 'guess' },
        '10.2.0.1',
      );
      expect(r.statusCode).toBe(403);
    }
    await staff('manager', '5151');
    const locked = await approve(
      requester,
      { pin: '5151', permission: 'orders.void', reason: 'now' },
      '10.2.0.2',
    );
    expect(locked.statusCode).toBe(429);
    const bad = await approve(requester, { pin: '5151', permission: 'orders.fly', reason: '' }, '10.2.0.3');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['permission', 'reason']));
  });

  it('needs a signed-in caller to ask for an approval', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/approve',
      payload: { pin: '1234', permission: 'orders.void', reason: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
