import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const customer = {
  name: 'Noura Al-Qahtani',
  phone: '+966 55 123 4567',
  email: 'Noura@Example.com',
  address: 'King Fahd Rd, Riyadh',
  subscriber: true,
  status: 'active',
};

describe.each(engines())('customers on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/customers/create', headers, payload });
  /** A customer with unique contact details; answers its id. */
  async function createOne(extra: Record<string, unknown> = {}): Promise<number> {
    n += 1;
    const res = await create({ name: `Guest ${n}`, phone: `0500 000 ${100 + n}`, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json<{ customer: { id: number } }>().customer.id;
  }

  it('creates, lists, filters subscribers, searches and updates, with audit and event rows', async () => {
    const res = await create(customer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['customer', 'resp']);
    expect(body.resp).toEqual({ status: 'success', message: 'Customer created' });
    expect(body.customer).toMatchObject({
      name: 'Noura Al-Qahtani',
      phone: '+966551234567', // spaces and dashes dropped, so one number is one spelling
      email: 'noura@example.com',
      subscriber: true,
      status: 'active',
      balance: 0,
    });
    const id = body.customer.id as number;
    const plain = await createOne({ subscriber: false });

    const all = await t.app.inject({ url: '/v1/customers', headers: owner });
    expect(Object.keys(all.json()).sort()).toEqual(['customers', 'owed', 'page', 'perPage', 'total']);
    const allIds = all.json().customers.map((c: { id: number }) => c.id);
    expect(allIds).toEqual(expect.arrayContaining([id, plain]));
    const subs = await t.app.inject({ url: '/v1/customers?subscribers=true', headers: owner });
    const subs2 = subs.json().customers as { id: number; subscriber: boolean }[];
    expect(subs2.map((c) => c.id)).toContain(id);
    expect(subs2.map((c) => c.id)).not.toContain(plain);
    expect(subs2.every((c) => c.subscriber)).toBe(true);
    const everyone = await t.app.inject({ url: '/v1/customers?subscribers=false', headers: owner });
    expect(everyone.json().customers).toHaveLength(allIds.length);

    for (const q of ['noura', 'NOURA@example', '55 123-4567']) {
      const found = await t.app.inject({ url: `/v1/customers?q=${encodeURIComponent(q)}`, headers: owner });
      expect(found.json().customers.map((c: { id: number }) => c.id)).toEqual([id]);
    }
    const wildcard = await t.app.inject({ url: '/v1/customers?q=%25', headers: owner });
    expect(wildcard.json().customers).toEqual([]);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v1/customers/update/${id}`,
      headers: owner,
      payload: { ...customer, name: 'Noura Q.', subscriber: false, status: 'blocked', email: null },
    });
    expect(upd.statusCode).toBe(200);
    expect(Object.keys(upd.json()).sort()).toEqual(['customer', 'resp']);
    expect(upd.json().customer).toMatchObject({
      id,
      name: 'Noura Q.',
      subscriber: false,
      status: 'blocked',
      email: null,
    });

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('entity', '=', 'customer')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['customer.create', 'customer.update']);
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: 'customer.created', payload: JSON.stringify({ id }) },
        { topic: 'customer.updated', payload: JSON.stringify({ id }) },
      ]),
    );
  });

  it('validates name, phone, e-mail and status with field names', async () => {
    const bad = await create({ name: ' ', phone: '12ab', email: 'not-mail', status: 'vip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'phone', 'email', 'status']),
    );
    // Too short, too long, "+" inside, a trailing dash.
    for (const phone of ['12345', '1'.repeat(21), '+96650+1234', '050 12345-']) {
      const res = await create({ name: 'X', phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.fields).toHaveProperty('phone');
    }
    const missing = await create({});
    expect(missing.json().error.fields).toHaveProperty('name');
    const ok = await create({ name: 'Walk-in', phone: '', email: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().customer).toMatchObject({ phone: null, email: null, address: null, subscriber: false });
  });

  it('answers 409 naming the field for a duplicate phone or e-mail', async () => {
    const id = await createOne({ email: 'dup@example.com' });
    const phone = (
      await t.db.selectFrom('customers').select('phone').where('id', '=', id).executeTakeFirstOrThrow()
    ).phone!;
    const samePhone = await create({ name: 'Other', phone: phone.replace(/^(\d{4})/, '$1-') });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.fields).toEqual({ phone: 'Already used by another customer' });
    const sameEmail = await create({ name: 'Other', email: 'DUP@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields).toHaveProperty('email');

    const other = await createOne();
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v1/customers/update/${other}`,
      headers: owner,
      payload: { name: 'Other', email: 'dup@example.com' },
    });
    expect(upd.statusCode).toBe(409);
    expect(upd.json().error.fields).toHaveProperty('email');
    // Keeping one's own phone and e-mail is no clash.
    const self = await t.app.inject({
      method: 'PUT',
      url: `/v1/customers/update/${id}`,
      headers: owner,
      payload: { name: 'Same', phone, email: 'dup@example.com' },
    });
    expect(self.statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/v1/customers/update/99999',
      headers: owner,
      payload: { name: 'Nobody' },
    });
    expect(upd.statusCode).toBe(404);
    expect(upd.json().error.code).toBe('NOT_FOUND');
    const del = await t.app.inject({ method: 'DELETE', url: '/v1/customers/destroy/99999', headers: owner });
    expect(del.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'DELETE', url: '/v1/customers/destroy/x', headers: owner });
    expect(badId.statusCode).toBe(400);
  });

  it('deletes a customer without history, and refuses one who owes or has orders', async () => {
    const fresh = await createOne();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/customers/destroy/${fresh}`,
      headers: owner,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ resp: { status: 'success', message: 'Customer deleted' } });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', String(fresh))
      .where('action', '=', 'customer.delete')
      .execute();
    expect(audit).toHaveLength(1);
    const deleted = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'customer.deleted')
      .execute();
    expect(deleted.map((e) => e.payload)).toContain(JSON.stringify({ id: fresh }));

    // A debit order puts 1500 on the account.
    const debtor = await createOne();
    const hummus = (
      await t.db.selectFrom('products').select('id').where('nameEn', '=', 'Hummus').executeTakeFirstOrThrow()
    ).id;
    const order = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: owner,
      payload: {
        type: 'debit',
        customerId: debtor,
        status: 'completed',
        lines: [{ productId: hummus, quantity: 1 }],
      },
    });
    expect(order.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/v1/customers', headers: owner });
    const row = list.json().customers.find((c: { id: number }) => c.id === debtor);
    expect(row.balance).toBe(1500);

    const owes = await t.app.inject({
      method: 'DELETE',
      url: `/v1/customers/destroy/${debtor}`,
      headers: owner,
    });
    expect(owes.statusCode).toBe(409);
    expect(owes.json().error.message).toMatch(/balance is 1500.*Settle it/);

    const settle = await t.app.inject({
      method: 'POST',
      url: `/v1/customers/settle/${debtor}`,
      headers: owner,
      payload: { amount: 1500, method: 'cash' },
    });
    expect(settle.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'DELETE',
      url: `/v1/customers/destroy/${debtor}`,
      headers: owner,
    });
    expect(history.statusCode).toBe(409);
    expect(history.json().error.message).toMatch(/1 order\(s\).*blocked instead of deleting/);
    expect(
      await t.db.selectFrom('customers').select('id').where('id', '=', debtor).executeTakeFirst(),
    ).toBeDefined();
  });

  it('answers 401 signed out and 403 for roles without customers.manage or customers.view', async () => {
    expect((await t.app.inject({ url: '/v1/customers' })).statusCode).toBe(401);
    expect((await create(customer, {})).statusCode).toBe(401);
    const waiter = bearer(await t.userWithRole('waiter'));
    expect((await t.app.inject({ url: '/v1/customers', headers: waiter })).statusCode).toBe(200);
    const denied = await create({ name: 'By waiter' }, waiter);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    const id = await createOne();
    for (const [method, url] of [
      ['PUT', `/v1/customers/update/${id}`],
      ['DELETE', `/v1/customers/destroy/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: waiter,
        payload: method === 'PUT' ? { name: 'X' } : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    const kitchen = bearer(await t.userWithRole('kitchen'));
    expect((await t.app.inject({ url: '/v1/customers', headers: kitchen })).statusCode).toBe(403);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await create({ name: 'By cashier' }, cashier)).statusCode).toBe(200);
  });
});
