import type { KitchenTicket, Order } from '@cashier/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';
import { signatureOf } from './plan.ts';

/**
 * The whole class of "lost or doubled in the kitchen" bugs: random runs of every change an order
 * can take (create, parked or sent; lines added, removed, changed, re-sent without ids; a course
 * held and fired; split; merge; cancel; and the cooks' own actions), after each of which the
 * kitchen must hold exactly what every order wants, no more and no less, and every void must be
 * accounted for by what it struck through.
 */
type Op =
  | { kind: 'create'; parked: boolean; lines: LineSpec[] }
  | {
      kind: 'edit';
      order: number;
      changes: { pick: number; delta: number; note: boolean }[];
      add: LineSpec[];
      ids: boolean;
    }
  | { kind: 'fire'; order: number; course: number | undefined }
  | { kind: 'send'; order: number }
  | { kind: 'split'; order: number; pick: number }
  | { kind: 'merge'; order: number; other: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'cook'; pick: number; action: 'bump' | 'done' | 'start' };
interface LineSpec {
  product: number;
  quantity: number;
  course: number | null;
  held: boolean;
}

const lineSpec = fc.record({
  product: fc.nat(3),
  quantity: fc.integer({ min: 1, max: 3 }),
  course: fc.constantFrom(null, 1, 2),
  held: fc.boolean(),
});
const create = fc.record({
  kind: fc.constant('create' as const),
  parked: fc.boolean(),
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 3 }),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: create },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      order: fc.nat(),
      changes: fc.array(
        fc.record({ pick: fc.nat(), delta: fc.integer({ min: -3, max: 2 }), note: fc.boolean() }),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
      add: fc.array(lineSpec, { maxLength: 2 }),
      ids: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fire' as const),
      order: fc.nat(),
      course: fc.constantFrom(undefined, 1, 2),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('send' as const), order: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('split' as const), order: fc.nat(), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('merge' as const), order: fc.nat(), other: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cook' as const),
      pick: fc.nat(),
      action: fc.constantFrom('bump', 'done', 'start'),
    }),
  },
);
/** A service: two orders to start with, then any mix of changes. */
const service = fc
  .tuple(fc.array(create, { minLength: 2, maxLength: 2 }), fc.array(op, { minLength: 6, maxLength: 16 }))
  .map(([first, rest]): Op[] => [...first, ...rest]);

describe.each(engines())('the kitchen always holds exactly what the orders want on %s', (engine) => {
  let t: TestContext;
  let staff: Record<string, string>;
  let products: number[];

  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    staff = bearer(await t.login());
    products = await Promise.all(
      ['Hummus', 'Shish Tawook', 'Fattoush', 'Lamb Kofta'].map((n) => t.productId(n)),
    );
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: staff, payload: payload as Record<string, unknown> });
  const open = (orders: Order[]) => orders.filter((o) => o.status !== 'canceled' && o.status !== 'completed');
  const nth = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
  const toInput = (s: LineSpec) => ({
    productId: products[s.product]!,
    quantity: s.quantity,
    course: s.course,
    held: s.held,
  });

  async function apply(o: Op, orders: Map<number, Order>): Promise<boolean> {
    const live = open([...orders.values()]);
    const remember = (list: Order[]) => list.forEach((x) => orders.set(x.id, x));
    if (o.kind === 'create') {
      const res = await call('POST', '/v1/orders/create', {
        type: o.parked ? 'hold' : 'pos',
        lines: o.lines.map(toInput),
      });
      expect(res.statusCode, res.body).toBe(200);
      remember(res.json<{ order: Order[] }>().order);
      return true;
    }
    if (o.kind === 'cook') {
      const tickets = (
        await t.app.inject({ method: 'GET', url: '/v1/kitchen/tickets', headers: staff })
      ).json<{
        tickets: KitchenTicket[];
      }>().tickets;
      const ticket = nth(tickets, o.pick);
      if (!ticket) return false;
      const item = ticket.items.find(
        (i) => (i.state === 'fired' || i.state === 'preparing') && i.quantity > i.voided,
      );
      const res =
        o.action === 'done' && item
          ? await call('POST', '/v1/kitchen/items/done', { itemId: item.id, done: true })
          : await call('POST', `/v1/kitchen/tickets/${o.action === 'done' ? 'bump' : o.action}`, {
              ticketId: ticket.id,
            });
      expect(res.statusCode, res.body).toBe(200);
      return true;
    }
    const order = nth(live, o.order);
    if (!order) return false;
    let res;
    if (o.kind === 'edit') {
      const kept = order.lines.map((l, i) => {
        const change = o.changes.find((c) => c.pick % order.lines.length === i);
        return {
          ...(o.ids ? { id: l.id } : {}),
          productId: l.productId!,
          quantity: l.quantity + (change?.delta ?? 0),
          course: l.course,
          held: l.held,
          note: change?.note ? `note ${l.quantity}` : l.note,
          seat: l.seat,
        };
      });
      const lines = [...kept.filter((l) => l.quantity > 0), ...o.add.map(toInput)];
      if (lines.length === 0) return false;
      res = await call('PUT', '/v1/orders/update', { id: order.id, version: order.version, lines });
    } else if (o.kind === 'fire') {
      res = await call('POST', '/v1/orders/fire', { id: order.id, version: order.version, course: o.course });
      if (res.statusCode === 422) return false; // nothing held in that course
    } else if (o.kind === 'send') {
      if (order.type !== 'hold') return false;
      res = await call('PUT', '/v1/orders/update', { id: order.id, version: order.version, type: 'pos' });
    } else if (o.kind === 'split') {
      const line = nth(order.lines, o.pick)!;
      if (order.lines.reduce((s, l) => s + l.quantity, 0) < 2) return false;
      res = await call('POST', `/v1/orders/split/${order.id}`, {
        version: order.version,
        parts: [{ lines: [{ lineId: line.id, quantity: 1 }] }],
      });
    } else if (o.kind === 'merge') {
      const other = nth(live, o.other)!;
      if (other.id === order.id) return false;
      if (order.type === 'hold' && other.type !== 'hold') {
        const refused = await call('POST', '/v1/orders/merge', {
          targetId: order.id,
          targetVersion: order.version,
          sourceId: other.id,
          sourceVersion: other.version,
        });
        expect(refused.statusCode).toBe(422);
        return false;
      }
      res = await call('POST', '/v1/orders/merge', {
        targetId: order.id,
        targetVersion: order.version,
        sourceId: other.id,
        sourceVersion: other.version,
      });
    } else {
      res = await call('PUT', '/v1/orders/update', {
        id: order.id,
        version: order.version,
        status: 'canceled',
        cancelReason: 'Test',
      });
    }
    expect(res.statusCode, res.body).toBe(200);
    remember(res.json<{ order: Order[] }>().order);
    return true;
  }

  const ticketCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('kitchenTickets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unchanged = (o: Op) =>
    o.kind === 'edit' && o.add.length === 0 && o.changes.every((c) => c.delta === 0 && !c.note);

  /** Every order's wanted quantities against the live items, and every void against what it struck. */
  async function check(orders: Map<number, Order>): Promise<void> {
    const ids = [...orders.keys()];
    if (ids.length === 0) return;
    const items = await t.db.selectFrom('kitchenItems').selectAll().where('orderId', 'in', ids).execute();
    for (const order of orders.values()) {
      const cooks = order.type !== 'hold' && order.status !== 'canceled';
      const mine = items.filter((i) => i.orderId === order.id && i.state !== 'void' && i.quantity > i.voided);
      for (const line of order.lines) {
        const wanted = cooks && !line.held ? line.quantity : 0;
        const signature = signatureOf(line);
        const sent = mine.filter((i) => i.lineId === line.id);
        expect(sent.every((i) => i.signature === signature)).toBe(true);
        expect(
          sent.reduce((s, i) => s + i.quantity - i.voided, 0),
          `order ${order.id} line ${line.id}`,
        ).toBe(wanted);
      }
      const lineIds = new Set(order.lines.map((l) => l.id));
      expect(mine.filter((i) => !lineIds.has(i.lineId!))).toEqual([]);
    }
    const all = await t.db.selectFrom('kitchenItems').selectAll().execute();
    const struck = all.filter((i) => i.state !== 'void').reduce((s, i) => s + i.voided, 0);
    const voids = all.filter((i) => i.state === 'void').reduce((s, i) => s + i.quantity, 0);
    expect(voids).toBe(struck);
  }

  it('after every change of a random service', async () => {
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(service, async (ops) => {
        const orders = new Map<number, Order>();
        for (const o of ops) {
          const before = await ticketCount();
          // Merging a parked bill into a sent one sends the parked lines: that is an addition.
          const sentParked = o.kind === 'merge' && nth(open([...orders.values()]), o.other)?.type === 'hold';
          if (await apply(o, orders)) applied++;
          // Moving lines between bills, or sending the same lines again, sends the kitchen nothing:
          // a void there and a fire here would be the same food cooked twice.
          if (o.kind === 'split' || (o.kind === 'merge' && !sentParked) || unchanged(o))
            expect(await ticketCount()).toBe(before);
          // Re-read every order: a split or merge changes orders the answer may not list.
          for (const id of orders.keys()) {
            const res = await t.app.inject({ method: 'GET', url: `/v1/orders/${id}`, headers: staff });
            orders.set(id, res.json<{ order: Order }>().order);
          }
          await check(orders);
        }
      }),
      { numRuns: engine === 'postgres' ? 12 : 25, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
    const tickets = await t.db.selectFrom('kitchenTickets').select(['kind']).execute();
    const kinds = new Set(tickets.map((k) => k.kind));
    console.log(
      `kitchen on ${engine}: ${applied} changes applied, ${tickets.length} tickets (${[...kinds].join(', ')})`,
    );
    // The runs must reach every kind of ticket, or they prove little.
    expect(kinds).toEqual(new Set(['fire', 'add', 'void', 'cancel']));
  }, 240_000);
});
