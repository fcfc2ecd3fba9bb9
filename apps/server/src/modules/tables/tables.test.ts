import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

const table = { name: 'Patio 1', seats: 4, area: 'Patio', posX: 120, posY: 80 };

describe.each(engines())('tables on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let waiter: Record<string, string>;
  let hummus: number;
  let n = 0;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    waiter = bearer(await t.userWithRole('waiter'));
    hummus = (
      await t.db.selectFrom('products').select('id').where('nameEn', '=', 'Hummus').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/tables/create', headers, payload });
  const setStatus = (id: number, status: unknown, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/tables/setStatus/${id}`, headers, payload: { status } });
  async function createOne(extra: Record<string, unknown> = {}): Promise<number> {
    const res = await create({ name: `Test ${++n}`, seats: 2, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json<{ table: { id: number } }>().table.id;
  }
  /** Opens an order on the table as the waiter; answers the order. */
  async function openOrder(tableId: number): Promise<{ id: number; version: number; ticketNumber: number }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers: waiter,
      payload: { type: 'pos', tableId, lines: [{ productId: hummus, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ order: { id: number; version: number; ticketNumber: number }[] }>().order[0]!;
  }

  it('creates, lists and updates a table, with a QR secret, audit and event rows', async () => {
    const res = await create(table);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['resp', 'table']);
    expect(body.resp).toEqual({ status: 'success', message: 'Table created' });
    expect(body.table).toMatchObject({ ...table, status: 'available', active: true });
    expect(body.table.qrToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const id = body.table.id as number;

    const list = await t.app.inject({ url: '/v1/tables', headers: owner });
    expect(Object.keys(list.json()).sort()).toEqual(['resp', 'tables']);
    expect(list.json().resp.status).toBe('success');
    expect(list.json().tables.find((x: { id: number }) => x.id === id)).toEqual(body.table);

    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v1/tables/update/${id}`,
      headers: owner,
      payload: { ...table, name: 'Patio 1A', seats: 6, area: null, active: false },
    });
    expect(upd.statusCode).toBe(200);
    expect(Object.keys(upd.json()).sort()).toEqual(['resp', 'table']);
    expect(upd.json().table).toMatchObject({ id, name: 'Patio 1A', seats: 6, area: null, active: false });
    expect(upd.json().table.qrToken).toBe(body.table.qrToken);
    // Inactive tables stay in the management list but leave the floor plan.
    const floor = await t.app.inject({ url: '/v1/tables/list', headers: owner });
    expect(floor.json().tables.map((x: { id: number }) => x.id)).not.toContain(id);

    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'table')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['table.create', 'table.update']);
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: 'table.created', payload: JSON.stringify({ id }) },
        { topic: 'table.updated', payload: JSON.stringify({ id }) },
      ]),
    );
  });

  it('validates seats, position and name, and answers 409 for a taken name', async () => {
    const bad = await create({ name: '', seats: 0, posX: -1, posY: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'seats', 'posX', 'posY']),
    );
    expect((await create({ name: 'Big', seats: 51 })).json().error.fields).toHaveProperty('seats');
    expect((await create({ name: 'No seats' })).json().error.fields).toHaveProperty('seats');

    const dup = await create({ name: 'T1', seats: 2 }); // a demo table
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'Already used by another table' });
    const id = await createOne();
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/v1/tables/update/${id}`,
      headers: owner,
      payload: { name: 'T2', seats: 2 },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields).toHaveProperty('name');
  });

  it('answers 404 for unknown tables on every write', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/v1/tables/update/99999', { name: 'Ghost', seats: 2 }],
      ['PUT', '/v1/tables/setStatus/99999', { status: 'cleaning' }],
      ['POST', '/v1/tables/99999/rotate-token', undefined],
      ['DELETE', '/v1/tables/destroy/99999', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: owner, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('sets a status with a table.status event, and refuses unknown ones with 422', async () => {
    const id = await createOne();
    const res = await setStatus(id, 'cleaning', waiter);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['resp', 'table']);
    expect(res.json().table).toMatchObject({ id, status: 'cleaning' });
    expect(res.json().table).not.toHaveProperty('qrToken'); // a waiter does not manage tables
    const events = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'table.status')
      .execute();
    expect(events.map((e) => e.payload)).toContain(JSON.stringify({ id, status: 'cleaning' }));
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'table.status')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit.map((a) => JSON.parse(a.data!) as unknown)).toEqual([
      { status: 'cleaning', previous: 'available' },
    ]);

    for (const status of ['dirty', 'AVAILABLE', '']) {
      const bad = await setStatus(id, status);
      expect(bad.statusCode, status).toBe(422);
      expect(bad.json().error.code).toBe('RULE_BROKEN');
      expect(bad.json().error.fields).toHaveProperty('status');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/v1/tables/setStatus/${id}`,
      headers: owner,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('status');
    for (const status of ['reserved', 'occupied', 'available']) {
      expect((await setStatus(id, status)).json().table.status).toBe(status);
    }
  });

  it('lists each table with its open order, keeps it occupied and undeletable until the order closes', async () => {
    const id = await createOne();
    const before = await t.app.inject({ url: '/v1/tables/list', headers: waiter });
    expect(Object.keys(before.json())).toEqual(['tables']);
    const free = before.json().tables.find((x: { id: number }) => x.id === id);
    expect(free).toMatchObject({ openOrder: null, openOrderCount: 0 });
    expect(free).not.toHaveProperty('qrToken');

    const order = await openOrder(id);
    const list = await t.app.inject({ url: '/v1/tables/list', headers: owner });
    const busy = list.json().tables.find((x: { id: number }) => x.id === id);
    expect(busy.status).toBe('occupied');
    expect(busy.openOrderCount).toBe(1);
    expect(busy.openOrder).toEqual({
      id: order.id,
      ticketNumber: order.ticketNumber,
      total: 3000,
      status: 'new',
      createdAt: expect.any(String) as string,
      kitchenStatus: 'preparing',
    });
    expect(busy.qrToken).toEqual(expect.any(String));

    const freeIt = await setStatus(id, 'available', waiter);
    expect(freeIt.statusCode).toBe(422);
    expect(freeIt.json().error.fields).toHaveProperty('status');
    const refused = await t.app.inject({ method: 'DELETE', url: `/v1/tables/destroy/${id}`, headers: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/still open on this table/);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: order.id, version: order.version, status: 'canceled', cancelReason: 'Guest left' },
    });
    expect(cancel.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/v1/tables/list', headers: owner })).json().tables;
    expect(after.find((x: { id: number }) => x.id === id)).toMatchObject({
      openOrder: null,
      openOrderCount: 0,
    });

    const del = await t.app.inject({ method: 'DELETE', url: `/v1/tables/destroy/${id}`, headers: owner });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ resp: { status: 'success', message: 'Table deleted' } });
    // The canceled order stays on record, no longer tied to a table.
    const kept = await t.db
      .selectFrom('orders')
      .select('tableId')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept.tableId).toBeNull();
    const deleted = await t.db
      .selectFrom('events')
      .select('payload')
      .where('topic', '=', 'table.deleted')
      .execute();
    expect(deleted.map((e) => e.payload)).toContain(JSON.stringify({ id }));
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'table.delete')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('rotates the QR secret for tables.manage, keeping it out of the audit log', async () => {
    const created = await create({ name: `QR ${++n}`, seats: 2 });
    const { id, qrToken } = created.json().table as { id: number; qrToken: string };
    const res = await t.app.inject({ method: 'POST', url: `/v1/tables/${id}/rotate-token`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['resp', 'table']);
    const next = res.json().table.qrToken as string;
    expect(next).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(next).not.toBe(qrToken);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'data'])
      .where('action', '=', 'table.rotate-token')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'table.rotate-token', data: null }]);
    const everything = await t.db.selectFrom('events').select('payload').execute();
    expect(everything.some((e) => e.payload.includes(next))).toBe(false);
  });

  it('answers 401 signed out and 403 for roles without the permission; hides the secret from them', async () => {
    expect((await t.app.inject({ url: '/v1/tables' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/tables/list' })).statusCode).toBe(401);
    expect((await setStatus(1, 'cleaning', {})).statusCode).toBe(401);

    const seen = await t.app.inject({ url: '/v1/tables', headers: waiter });
    expect(seen.statusCode).toBe(200);
    for (const x of seen.json().tables) expect(x).not.toHaveProperty('qrToken');

    const id = await createOne();
    const cashier = bearer(await t.userWithRole('cashier'));
    for (const who of [waiter, cashier]) {
      expect((await create({ name: 'Nope', seats: 2 }, who)).statusCode).toBe(403);
      for (const [method, url, payload] of [
        ['PUT', `/v1/tables/update/${id}`, { name: 'Nope', seats: 2 }],
        ['POST', `/v1/tables/${id}/rotate-token`, undefined],
        ['DELETE', `/v1/tables/destroy/${id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: who, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      expect((await setStatus(id, 'cleaning', who)).statusCode).toBe(200);
    }
    // The kitchen neither sees tables nor changes their status.
    const kitchen = bearer(await t.userWithRole('kitchen'));
    expect((await t.app.inject({ url: '/v1/tables', headers: kitchen })).statusCode).toBe(403);
    expect((await setStatus(id, 'available', kitchen)).statusCode).toBe(403);
  });
});
