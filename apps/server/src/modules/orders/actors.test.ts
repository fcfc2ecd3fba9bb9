import { OrderCreate, type Order } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHandlers } from '../../app.ts';
import type { DomainHandlers } from '../../lib/domain-events.ts';
import { EventHub } from '../../lib/event-hub.ts';
import { Store } from '../../lib/store.ts';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { TestPrinter } from '../../test/test-printer.ts';
import { AuthService, consumeApproval, type SessionUser } from '../auth/index.ts';
import type { OrderActor } from './actor.ts';
import { OrdersService } from './service.ts';

describe.each(engines())('orders from guests and devices on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let manager: SessionUser;
  let orders: OrdersService;
  let printer: TestPrinter;
  let hummus: number;
  const by = { userId: null, ip: null };
  const guest: OrderActor = { kind: 'guest', channel: 'online', name: 'Sara', phone: null };
  const kiosk: OrderActor = { kind: 'device', id: 'kiosk-1', name: 'Front kiosk' };

  const serviceWith = (handlers: DomainHandlers) =>
    new OrdersService(new Store(t.db, engine, new EventHub(t.db, t.config), handlers), consumeApproval);
  const input = (extra: Record<string, unknown> = {}) =>
    OrderCreate.parse({ type: 'pos', lines: [{ productId: hummus, quantity: 2 }], ...extra });
  const kitchenTickets = async (orderId: number) =>
    (await t.db.selectFrom('kitchenTickets').select('id').where('orderId', '=', orderId).execute()).length;
  const printJobs = async (orderId: number) =>
    (await t.db.selectFrom('printJobs').select('id').where('orderId', '=', orderId).execute()).length;
  const count = async (table: 'orders' | 'auditLog' | 'kitchenTickets') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    printer = await TestPrinter.start();
    // A bar printer prints every station's tickets: an order in the kitchen leaves a print job.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/printers/create',
      headers: owner,
      payload: {
        name: 'bar',
        kind: 'bar',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        mode: 'text',
        stationId: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    hummus = await t.productId('Hummus');
    const store = new Store(t.db, engine, new EventHub(t.db, t.config), domainHandlers());
    const { user } = await new AuthService(store, t.config).login('owner@test.local', 'Owner-pass-123', {
      ip: null,
      userAgent: null,
    });
    manager = { sessionId: 0, user };
    orders = new OrdersService(store, consumeApproval);
  });
  afterAll(async () => {
    await printer.close();
    await t.close();
  });

  const waiting = async (actor: OrderActor): Promise<Order> => {
    const { order } = await orders.create(actor, by, input(), undefined);
    return order[0]!;
  };

  it('keeps an order from a guest or a device waiting: no ticket number, no waiter, no kitchen, no print', async () => {
    for (const actor of [guest, kiosk]) {
      const order = await waiting(actor);
      expect(order).toMatchObject({ status: 'waiting', ticketNumber: 0, userId: null, kitchenStatus: null });
      expect(await kitchenTickets(order.id)).toBe(0);
      expect(await printJobs(order.id)).toBe(0);
    }
  });

  it('stamps the waiter from staff only, and takes no payment from a guest', async () => {
    const { order } = await orders.create(manager, by, input(), undefined);
    expect(order[0]).toMatchObject({ status: 'new', userId: manager.user.id });
    expect(order[0]!.ticketNumber).toBeGreaterThan(0);
    const paying = input({ payments: [{ method: 'cash', amount: 100 }] });
    await expect(orders.create(guest, by, paying, undefined)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('accepts a waiting order: it takes a ticket number and goes to the kitchen', async () => {
    const order = await waiting(kiosk);
    const [accepted] = await orders.accept(manager, by, { id: order.id, version: order.version });
    expect(accepted).toMatchObject({ status: 'new', userId: manager.user.id });
    expect(accepted!.ticketNumber).toBeGreaterThan(0);
    expect(await kitchenTickets(order.id)).toBeGreaterThan(0);
    expect(await printJobs(order.id)).toBeGreaterThan(0);
    // Accepted once: a second accept is refused.
    await expect(
      orders.accept(manager, by, { id: order.id, version: accepted!.version }),
    ).rejects.toMatchObject({ code: 'RULE_BROKEN' });
  });

  it('rejects a waiting order with its reason, and it never reaches the kitchen', async () => {
    const order = await waiting(guest);
    const [rejected] = await orders.reject(manager, by, {
      id: order.id,
      version: order.version,
      reason: '  Out of hummus  ',
    });
    expect(rejected).toMatchObject({ status: 'rejected', cancelReason: 'Out of hummus', ticketNumber: 0 });
    await expect(
      orders.accept(manager, by, { id: order.id, version: rejected!.version }),
    ).rejects.toMatchObject({ code: 'RULE_BROKEN' });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: order.id, version: rejected!.version, status: 'new' },
    });
    expect(update.statusCode).toBe(422);
    expect(await kitchenTickets(order.id)).toBe(0);
    expect(await printJobs(order.id)).toBe(0);
  });

  it('refuses a rejection without a reason or with one over 500 characters, saying so', async () => {
    const order = await waiting(guest);
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      await expect(
        orders.reject(manager, by, { id: order.id, version: order.version, reason }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Say why the order is rejected, in 1 to 500 characters.',
        fields: { reason: 'From 1 to 500 characters' },
      });
    }
    const [rejected] = await orders.reject(manager, by, {
      id: order.id,
      version: order.version,
      reason: 'x'.repeat(500),
    });
    expect(rejected!.status).toBe('rejected');
  });

  it('refuses to accept or update a waiting order into the kitchen through an update', async () => {
    const order = await waiting(kiosk);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: order.id, version: order.version, status: 'in-progress' },
    });
    expect(res.statusCode).toBe(422);
    const lines = await t.app.inject({
      method: 'PUT',
      url: '/v1/orders/update',
      headers: owner,
      payload: { id: order.id, version: order.version, lines: [{ productId: hummus, quantity: 5 }] },
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(await kitchenTickets(order.id)).toBe(0);
  });

  it('rolls the whole write back when a domain event handler throws', async () => {
    const failing = domainHandlers().on('order.kitchen', () => Promise.reject(new Error('kitchen down')));
    const before = await Promise.all([count('orders'), count('auditLog'), count('kitchenTickets')]);
    await expect(serviceWith(failing).create(manager, by, input(), undefined)).rejects.toThrow(
      'kitchen down',
    );
    const waitingOrder = await waiting(guest);
    const afterWaiting = await Promise.all([count('orders'), count('auditLog'), count('kitchenTickets')]);
    // Nothing of the failed create is left; the waiting order that followed never met the kitchen.
    expect(afterWaiting).toEqual([before[0] + 1, before[1] + 1, before[2]]);
    await expect(
      serviceWith(failing).accept(manager, by, { id: waitingOrder.id, version: waitingOrder.version }),
    ).rejects.toThrow('kitchen down');
    const [still] = await orders.accept(manager, by, { id: waitingOrder.id, version: waitingOrder.version });
    expect(still!.status).toBe('new');
  });
});
