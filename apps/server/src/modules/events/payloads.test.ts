import { EVENT_PAYLOADS, EVENT_TOPICS, type EventTopic } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

/**
 * Topics the day below does not write, each with why; every other topic must appear in it, so a
 * new topic is either driven here or named here.
 */
const NOT_DRIVEN: Partial<Record<EventTopic, string>> = {
  'print.late': 'a kitchen ticket unprinted for 30 s: printers/print-queue.test.ts drives the clock',
  'print.job': 'needs a network printer that answers: printers/print-queue.test.ts starts one',
};

it('has a payload schema for every topic, and none for a topic that is gone', () => {
  expect(Object.keys(EVENT_PAYLOADS).sort()).toEqual([...EVENT_TOPICS].sort());
});

/**
 * The outbox's contract with the screens: a day of real operations through the API, then every
 * event row it stored, read back as the stream sends it, parses against its topic's schema and
 * holds nothing the schema does not name.
 */
describe.each(engines())('the event payloads written on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const call = async <T = Record<string, never>>(method: string, url: string, payload?: object) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: owner, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  /** Creates, updates and deletes one row of a kind; answers nothing (the events are what counts). */
  const crud = async (path: string, key: string, create: object, update: object) => {
    const made = await call<Record<string, { id: number } | { id: number }[]>>(
      'POST',
      `/v1/${path}/create`,
      create,
    );
    const row = made[key]!;
    const id = Array.isArray(row) ? row[0]!.id : row.id;
    const method = path === 'products' ? 'POST' : 'PUT';
    await call(method, `/v1/${path}/update/${id}`, update);
    await call('DELETE', `/v1/${path}/destroy/${id}`);
  };
  type OrderAnswer = { order: { id: number; version: number; total: number }[] };

  async function catalogue() {
    const category = { nameEn: 'Soups', nameAr: 'شوربات' };
    await crud('categories', 'category', category, { ...category, nameEn: 'Soup' });
    const categoryId = (await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const product = { categoryId, nameEn: 'Lentil soup', nameAr: 'شوربة عدس', price: 1200 };
    await crud('products', 'products', product, { ...product, price: 1300 });
    const group = {
      nameEn: 'Size',
      nameAr: 'الحجم',
      minSelect: 0,
      maxSelect: 1,
      modifiers: [{ nameEn: 'Large', nameAr: 'كبير', price: 200 }],
    };
    await crud('modifier-groups', 'modifierGroup', group, { ...group, nameEn: 'Sizes' });
    const station = { nameEn: 'Smoker', nameAr: 'المدخنة' };
    await crud('stations', 'station', station, { ...station, nameEn: 'Smokehouse' });
  }

  async function backOffice() {
    await call('PUT', '/v1/settings/update', { values: { restaurant_name: 'Events Bistro' } });
    const plugin = await t.db
      .selectFrom('plugins')
      .select('id')
      .where('key', '=', 'maps')
      .executeTakeFirstOrThrow();
    await call('PUT', `/v1/plugins/update/${plugin.id}`, { enabled: true, config: {} });
    const customer = { name: 'Layla', phone: '0555000222' };
    await crud('customers', 'customer', customer, { ...customer, name: 'Layla H.' });
    const table = { name: 'Patio 1', seats: 4 };
    await crud('tables', 'table', table, { ...table, seats: 6 });
    const expense = { category: 'Produce', amount: 4200, spentOn: '2026-11-20', note: null };
    await crud('expenses', 'expense', expense, { ...expense, amount: 4300 });
    const role = { name: 'Host', description: '', permissions: ['orders.view'] };
    await crud('roles', 'role', role, { ...role, name: 'Hostess' });
    const roleId = (
      await t.db.selectFrom('roles').select('id').where('name', '=', 'waiter').executeTakeFirstOrThrow()
    ).id;
    const user = { name: 'Omar', email: 'omar@test.local', roleId, locale: 'en' };
    await crud('users', 'user', { ...user, password: 'Omar-pass-1234' }, { ...user, name: 'Omar K.' });
    const printer = { name: 'Browser', kind: 'receipt', connection: 'browser' };
    await crud('printers', 'printer', printer, { ...printer, name: 'Counter browser' });
    const page = { kind: 'slider', slug: 'soups', titleEn: 'Soups', titleAr: 'شوربات' };
    await crud('site-pages', 'page', page, { ...page, titleEn: 'Hot soups' });
  }

  async function service() {
    const [hummus, tawook] = [await t.productId('Hummus'), await t.productId('Shish Tawook')];
    const table = await t.db.selectFrom('diningTables').select('id').orderBy('id').executeTakeFirstOrThrow();
    const lines = [
      { productId: hummus, quantity: 2 },
      { productId: tawook, quantity: 1 },
    ];
    // Dine-in: the table, the kitchen's tickets and the order's status at the pass.
    let [order] = (
      await call<OrderAnswer>('POST', '/v1/orders/create', { type: 'pos', tableId: table.id, lines })
    ).order;
    const noted = { id: order!.id, version: order!.version, note: 'No onions' };
    [order] = (await call<OrderAnswer>('PUT', '/v1/orders/update', noted)).order;
    const { tickets } = await call<{ tickets: { id: number }[] }>('GET', '/v1/kitchen/tickets');
    for (const ticket of tickets) {
      await call('POST', '/v1/kitchen/tickets/start', { ticketId: ticket.id });
      await call('POST', '/v1/kitchen/tickets/bump', { ticketId: ticket.id });
    }
    const paid = { method: 'cash', amount: order!.total };
    const { id, version } = order!;
    [order] = (
      await call<OrderAnswer>('PUT', '/v1/orders/update', {
        id,
        version,
        status: 'completed',
        payments: [paid],
      })
    ).order;
    const refund = { version: order!.version, amount: 100, method: 'cash', reason: 'Cold' };
    await call('POST', `/v1/orders/refund/${order!.id}`, refund);
    // On a customer's account: their balance moves.
    const { customer } = await call<{ customer: { id: number } }>('POST', '/v1/customers/create', {
      name: 'Account holder',
      phone: '0555000333',
    });
    await call('POST', '/v1/orders/create', {
      type: 'debit',
      customerId: customer.id,
      status: 'completed',
      lines,
    });
    await call('POST', `/v1/customers/settle/${customer.id}`, { amount: 100, method: 'cash' });
    await call('PUT', '/v1/displays/EVNT23', {
      phase: 'cart',
      lines: [{ nameEn: 'Hummus', nameAr: 'حمص', quantity: 2, total: 3000 }],
      subtotal: 3000,
      discount: 0,
      tax: 391,
      total: 3000,
    });
  }

  async function dayEnd() {
    const opened = await call<{ report: { shift: { id: number } } }>('POST', '/v1/shifts/open', {
      float: 10_000,
    });
    await call('POST', `/v1/shifts/close/${opened.report.shift.id}`, { counted: 10_000 });
    await call('POST', '/v1/z-reports/close', { acknowledgeOpenOrders: true });
    await call('POST', '/v1/auth/logout');
  }

  it('parse against their topic, with nothing beyond it, and cover every topic', async () => {
    await catalogue();
    await backOffice();
    await service();
    await dayEnd();

    const rows = await t.db.selectFrom('events').select(['id', 'topic', 'payload']).orderBy('id').execute();
    for (const row of rows) {
      const stored: unknown = JSON.parse(row.payload);
      const schema: z.ZodType = EVENT_PAYLOADS[row.topic];
      const parsed = schema.safeParse(stored);
      expect(parsed.error, `${row.topic} #${row.id}: ${row.payload}`).toBeUndefined();
      expect(parsed.data, `${row.topic} #${row.id}`).toEqual(stored);
    }
    const written = new Set(rows.map((r) => r.topic));
    const missing = EVENT_TOPICS.filter((topic) => !written.has(topic) && !(topic in NOT_DRIVEN));
    expect(missing).toEqual([]);
  });
});
