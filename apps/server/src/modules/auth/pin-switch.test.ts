import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

type Headers = Record<string, string>;

/** A shared till: staff listed on its lock screen, switching by PIN, each order in its taker's name. */
describe.each(engines())('shared till staff and PIN switch on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let amal: number;
  let badr: number;
  let hummus: number;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    amal = await t.staffWithPin('cashier', { name: 'Amal', email: 'amal@test.local', pin: '1111' });
    badr = await t.staffWithPin('waiter', { name: 'Badr', email: 'badr@test.local', pin: '2222' });
    hummus = await t.productId('Hummus');
  });
  afterAll(() => t.close());

  const cookie = (token: string): Headers => ({ cookie: `token=${token}`, 'x-requested-with': 'fetch' });
  const pinLogin = (payload: Record<string, unknown>, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/pin', payload, headers });
  const staffList = (headers: Headers) => t.app.inject({ url: '/v1/auth/pin-staff', headers });
  const me = (headers: Headers) => t.app.inject({ url: '/v1/auth/me', headers });

  it('lists the active staff who take orders with a PIN, by name, with id and name only', async () => {
    await t.staffWithPin('kitchen', { name: 'Cook', email: 'cook@test.local', pin: '3333' });
    const gone = await t.staffWithPin('cashier', { name: 'Gone', email: 'gone@test.local', pin: '4444' });
    const roleId = (
      await t.db.selectFrom('users').select('roleId').where('id', '=', gone).executeTakeFirstOrThrow()
    ).roleId;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/update/${gone}`,
      headers: owner,
      payload: { name: 'Gone', email: 'gone@test.local', roleId, locale: 'en', active: false },
    });
    expect(off.statusCode).toBe(200);
    const noPin = bearer(await t.userWithRole('cashier'));

    const res = await staffList(noPin);
    expect(res.statusCode).toBe(200);
    const { staff } = res.json<{ staff: Record<string, unknown>[] }>();
    // The kitchen cannot take orders, "Gone" is disabled, and a user without a PIN cannot unlock.
    expect(staff).toEqual([
      { id: amal, name: 'Amal' },
      { id: badr, name: 'Badr' },
    ]);
    expect(res.body).not.toContain('@test.local');
    expect(res.body).not.toMatch(/pin|hash|role/i);
  });

  it('needs a signed-in user', async () => {
    const res = await staffList({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('closes the cookie session a PIN switch replaces, and audits the handover', async () => {
    const first = await pinLogin({ userId: amal, pin: '1111' });
    expect(first.statusCode).toBe(200);
    const amalToken = first.json<{ token: string }>().token;
    expect((await me(cookie(amalToken))).statusCode).toBe(200);

    const wrong = await pinLogin({ userId: badr, pin: '9999' }, cookie(amalToken));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('The PIN is incorrect.');
    // A wrong PIN hands over nothing: the till is still Amal's.
    expect((await me(cookie(amalToken))).json().user.id).toBe(amal);

    const second = await pinLogin({ userId: badr, pin: '2222' }, cookie(amalToken));
    expect(second.statusCode).toBe(200);
    const badrToken = second.json<{ token: string }>().token;
    expect((await me(cookie(amalToken))).statusCode).toBe(401);
    expect((await me(cookie(badrToken))).json().user.id).toBe(badr);
    const logouts = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'auth.logout')
      .execute();
    expect(logouts.map((l) => l.userId)).toContain(amal);
  });

  it('leaves a Bearer session alone: only the cookie it replaces is closed', async () => {
    const other = await t.login('amal@test.local', 'Staff-pass-123');
    const res = await pinLogin({ userId: badr, pin: '2222' }, bearer(other));
    expect(res.statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('records who took each order, with their name, on create and on read', async () => {
    const take = async (userId: number, pin: string) => {
      const token = (await pinLogin({ userId, pin })).json<{ token: string }>().token;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/orders/create',
        headers: cookie(token),
        payload: { type: 'pos', lines: [{ productId: hummus, quantity: 1 }] },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ order: { id: number; userId: number; userName: string }[] }>().order[0]!;
    };
    const byAmal = await take(amal, '1111');
    const byBadr = await take(badr, '2222');
    expect(byAmal).toMatchObject({ userId: amal, userName: 'Amal' });
    expect(byBadr).toMatchObject({ userId: badr, userName: 'Badr' });
    const read = await t.app.inject({ url: `/v1/orders/${byBadr.id}`, headers: owner });
    expect(read.json().order).toMatchObject({ userId: badr, userName: 'Badr' });
    const open = await t.app.inject({ url: '/v1/orders/list', headers: owner });
    const names = open.json<{ orders: { id: number; userName: string }[] }>().orders;
    expect(names.find((o) => o.id === byAmal.id)?.userName).toBe('Amal');
  });
});
