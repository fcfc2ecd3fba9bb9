import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

type Headers = Record<string, string>;

describe.each(engines())('printers on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/printers/create', headers, payload });
  const update = (id: number, payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/printers/update/${id}`, headers, payload });
  const destroy = (id: number, headers = owner) =>
    t.app.inject({ method: 'DELETE', url: `/v1/printers/destroy/${id}`, headers });
  const list = (headers = owner) => t.app.inject({ url: '/v1/printers', headers });
  const audit = (action: string, id: number) =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .where('entityId', '=', String(id))
      .executeTakeFirst();
  const kitchen = { name: 'Kitchen', kind: 'kitchen', connection: 'network', host: '192.168.1.50' };

  it('creates a network printer on port 9100 by default, audited and evented', async () => {
    const res = await create(kitchen);
    expect(res.statusCode).toBe(200);
    const { printer, resp } = res.json();
    expect(resp).toEqual({ status: 'success', message: 'Printer created' });
    expect(printer).toEqual({
      id: expect.any(Number),
      name: 'Kitchen',
      kind: 'kitchen',
      connection: 'network',
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
      active: true,
      createdAt: expect.any(String),
      stationId: null,
      autoReceipt: true,
      cashDrawer: false,
      mode: 'raster',
      health: { online: null, lastSuccessAt: null, lastError: null, lastErrorAt: null, queued: 0, failed: 0 },
    });
    expect(await audit('printer.create', printer.id)).toMatchObject({ entity: 'printer' });
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toContainEqual({ topic: 'printer.created', payload: JSON.stringify({ id: printer.id }) });
    const listed = (await list()).json().printers;
    expect(listed).toContainEqual(printer);
  });

  it('keeps no address for a browser printer', async () => {
    const res = await create({
      name: 'Counter browser',
      kind: 'receipt',
      connection: 'browser',
      host: '10.0.0.9',
      port: 9200,
      paperWidth: 58,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().printer).toMatchObject({
      connection: 'browser',
      host: null,
      port: null,
      paperWidth: 58,
    });
  });

  it('validates with field names: host required on the network, port range, paper width, kind', async () => {
    const noHost = await create({ name: 'Bar', kind: 'bar', connection: 'network' });
    expect(noHost.statusCode).toBe(400);
    expect(noHost.json().error.fields).toHaveProperty('host');
    const bad = await create({
      name: '',
      kind: 'fax',
      connection: 'network',
      host: 'bad host!',
      port: 70000,
      paperWidth: 72,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['name', 'kind', 'host', 'port', 'paperWidth']),
    );
  });

  it('updates, refuses a duplicate name with 409 on name, and 404 for an unknown printer', async () => {
    const bar = (await create({ ...kitchen, name: 'Bar', kind: 'bar', port: 9101 })).json().printer;
    expect(bar.port).toBe(9101);
    const dup = await create(kitchen);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: expect.any(String) });
    const dupUpdate = await update(bar.id, kitchen);
    expect(dupUpdate.statusCode).toBe(409);
    expect(dupUpdate.json().error.fields).toHaveProperty('name');
    const res = await update(bar.id, { ...kitchen, name: 'Bar 2', kind: 'bar', active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().printer).toMatchObject({ id: bar.id, name: 'Bar 2', port: 9100, active: false });
    expect(await audit('printer.update', bar.id)).toBeDefined();
    expect((await update(999999, { ...kitchen, name: 'Nowhere' })).statusCode).toBe(404);
    expect((await destroy(999999)).statusCode).toBe(404);
  });

  it('deletes a printer together with its print jobs', async () => {
    const p = (await create({ ...kitchen, name: 'Label', kind: 'label' })).json().printer;
    const now = nowIso();
    await t.db
      .insertInto('printJobs')
      .values({
        printerId: p.id,
        orderId: null,
        kind: 'kitchen',
        status: 'queued',
        attempts: 0,
        lastError: null,
        document: '{"dir":"ltr","blocks":[]}',
        nextAt: now,
        claimedAt: null,
        printedAt: null,
        copy: 0,
        late: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const res = await destroy(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().resp.message).toBe('Printer deleted');
    expect(await t.db.selectFrom('printJobs').select('id').where('printerId', '=', p.id).execute()).toEqual(
      [],
    );
    expect((await list()).json().printers.map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect(await audit('printer.delete', p.id)).toMatchObject({ data: JSON.stringify({ name: 'Label' }) });
  });

  it('answers 401 signed out and 403 without settings.manage', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create(kitchen, {})).statusCode).toBe(401);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await list(cashier)).statusCode).toBe(403);
    expect((await create({ ...kitchen, name: 'Nope' }, cashier)).statusCode).toBe(403);
    expect((await update(1, kitchen, cashier)).statusCode).toBe(403);
    expect((await destroy(1, cashier)).statusCode).toBe(403);
  });
});
