import type { MethodAmount, Order, PaymentMethod, SalesFigures } from '@cashier/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import { addSale, countPayment } from '../modules/reports/index.ts';
import type { TestContext } from './harness.ts';

/*
 * The reconciliation test's operations and the ledger that plays them through the API, keeping
 * beside it what the daily report must show. Amounts come from the API's answers (the server
 * prices); the ledger only adds them up, by the day each thing happened.
 */

const lines = fc.array(fc.record({ product: fc.nat(5), quantity: fc.integer({ min: 1, max: 3 }) }), {
  minLength: 1,
  maxLength: 3,
});
const discount = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 100, max: 1500 }) }),
  fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 1500 }) }),
);
/** Minutes after the business day starts (it has 1,440, less the first and a margin at its end). */
const minute = fc.integer({ min: 0, max: 1400 });

export const op = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    lines,
    discount,
    table: fc.boolean(),
    guests: fc.integer({ min: 1, max: 6 }),
    tender: fc.constantFrom('cash', 'card', 'split', 'debit'),
    minute,
  }),
  fc.record({ kind: fc.constant('void' as const), lines, paid: fc.boolean(), minute }),
  fc.record({ kind: fc.constant('open' as const), lines, paid: fc.boolean(), minute }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    percent: fc.integer({ min: 1, max: 100 }),
    method: fc.constantFrom('cash', 'card', 'account'),
    minute,
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    method: fc.constantFrom('cash', 'card'),
    minute,
  }),
);
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
export interface DayPlan {
  taxInclusive: boolean;
  serviceBp: number;
  ops: Op[];
}

const add = (list: MethodAmount[], method: PaymentMethod, amount: number) => {
  const m = list.find((x) => x.method === method)!;
  m.count += 1;
  m.amount += amount;
};

/** Plays operations through the API and adds up, by day, what the daily report must show. */
export class Ledger {
  private readonly completed: Order[] = [];
  private balance = 0;

  private constructor(
    private readonly t: TestContext,
    readonly headers: Record<string, string>,
    private readonly products: number[],
    private readonly table: number,
    private customer = 0,
  ) {}

  /** A ledger over a demo restaurant: its products, a table, a customer to sell on account. */
  static async open(t: TestContext, headers: Record<string, string>): Promise<Ledger> {
    const products = await t.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .limit(6)
      .execute();
    const table = await t.db.selectFrom('diningTables').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ledger = new Ledger(
      t,
      headers,
      products.map((p) => p.id),
      table.id,
    );
    const made = await ledger.call<{ customer: { id: number } }>('POST', '/v1/customers/create', {
      name: 'Account guest',
      phone: '+966599999917',
      email: null,
      address: null,
    });
    ledger.customer = made.customer.id;
    return ledger;
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
    const res = await this.t.app.inject({
      method,
      url,
      headers: this.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  }

  get<T>(url: string): Promise<T> {
    return this.call<T>('GET', url);
  }

  async settings(values: Record<string, string>): Promise<void> {
    await this.call('PUT', '/v1/settings/update', { values });
  }

  async play(o: Op, f: SalesFigures): Promise<void> {
    if (o.kind === 'sale') await this.sale(o, f);
    else if (o.kind === 'refund') await this.refund(o, f);
    else if (o.kind === 'settle') await this.settle(o, f);
    else await this.unsold(o, f);
  }

  private async create(o: { lines: { product: number; quantity: number }[] }, extra: object = {}) {
    const lines = o.lines.map((l) => ({
      productId: this.products[l.product % this.products.length],
      quantity: l.quantity,
    }));
    return (
      await this.call<{ order: Order[] }>('POST', '/v1/orders/create', { type: 'pos', lines, ...extra })
    ).order[0]!;
  }

  private async update(order: Order, change: object) {
    const payload = { id: order.id, version: order.version, ...change };
    return (await this.call<{ order: Order[] }>('PUT', '/v1/orders/update', payload)).order[0]!;
  }

  private async sale(o: Extract<Op, { kind: 'sale' }>, f: SalesFigures) {
    const debit = o.tender === 'debit';
    let order = await this.create(o, {
      type: debit ? 'debit' : 'pos',
      discount: o.discount,
      guests: o.guests,
      tableId: o.table && !debit ? this.table : null,
      customerId: debit ? this.customer : null,
    });
    const third = Math.floor(order.total / 3);
    const payments =
      o.tender === 'split'
        ? [pay('cash', third), pay('card', order.total - third)].filter((p) => p.amount > 0)
        : debit
          ? [pay('cash', third)].filter((p) => p.amount > 0)
          : // A discount may take the whole bill: nothing is then paid.
            [pay(o.tender as PaymentMethod, order.total)].filter((p) => p.amount > 0);
    order = await this.update(order, { status: 'completed', payments });
    for (const p of order.payments) add(f.payments, p.method, p.amount);
    if (debit) this.balance += order.total - third;
    this.completed.push(order);
    f.orders += 1;
    f.guests += o.guests;
    f.gross += order.subtotal;
    f.discounts += order.discountTotal;
    f.serviceCharge += order.serviceCharge;
    f.tax += order.taxTotal;
    if (!order.taxInclusive) f.taxAdded += order.taxTotal;
    f.sales += order.total;
    const type = f.byType.find((x) => x.type === order.type)!;
    type.orders += 1;
    type.sales += order.total;
  }

  private async unsold(o: Extract<Op, { kind: 'void' | 'open' }>, f: SalesFigures) {
    let order = await this.create(o);
    const part = Math.floor(order.total / 2);
    if (o.paid && part > 0) {
      order = await this.update(order, { payments: [pay('cash', part)] });
      add(f.payments, 'cash', part);
    }
    if (o.kind === 'open') {
      f.openPaid += order.paidTotal;
      return;
    }
    order = await this.update(order, { status: 'canceled', cancelReason: 'Guest left' });
    f.voids += 1;
    f.voidTotal += order.total;
    if (order.paidTotal > 0) add(f.givenBack, 'cash', order.paidTotal);
  }

  private async refund(o: Extract<Op, { kind: 'refund' }>, f: SalesFigures) {
    const order = this.completed[o.pick % Math.max(1, this.completed.length)];
    if (!order) return;
    const fresh = (await this.get<{ order: Order }>(`/v1/orders/${order.id}`)).order;
    const left = fresh.paidTotal - fresh.refundedTotal;
    if (left <= 0) return;
    const amount = Math.max(1, Math.floor((left * o.percent) / 100));
    const method = o.method === 'account' && fresh.customerId === null ? 'card' : o.method;
    await this.call('POST', `/v1/orders/refund/${order.id}`, {
      version: fresh.version,
      amount,
      method,
      reason: 'Cold',
    });
    add(f.givenBack, method, amount);
    f.refunds += amount;
    f.refundCount += 1;
    if (method === 'account') this.balance -= amount;
  }

  private async settle(o: Extract<Op, { kind: 'settle' }>, f: SalesFigures) {
    if (this.balance <= 0) return;
    const amount = Math.max(1, Math.floor((this.balance * o.percent) / 100));
    await this.call('POST', `/v1/customers/settle/${this.customer}`, {
      amount,
      method: o.method,
      reference: null,
    });
    add(f.settlements, o.method, amount);
    this.balance -= amount;
  }

  /** A sale in another currency (from before the currency was changed): no report may add it. */
  async foreign(date: string): Promise<void> {
    const at = new Date().toISOString();
    const money = {
      subtotal: 99_999,
      total: 99_999,
      paidTotal: 99_999,
      taxTotal: 0,
      taxRateBp: 0,
      taxInclusive: 1,
    };
    const none = { discountValue: 0, discountTotal: 0, serviceCharge: 0, serviceChargeBp: 0, version: 1 };
    const { id } = await this.t.db
      .insertInto('orders')
      .values({
        uuid: `foreign-${date}-${Math.random()}`,
        type: 'pos',
        status: 'completed',
        ticketNumber: 0,
        businessDate: date,
        currency: 'USD',
        ...money,
        ...none,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.t.db
      .insertInto('payments')
      .values({ orderId: id, method: 'cash', amount: 99_999, change: 0, createdAt: at })
      .execute();
    // Counted as the till would have counted it then, so the rollups hold both currencies too.
    const sale = { ...money, ...none, businessDate: date, currency: 'USD', type: 'pos' as const };
    await addSale(
      this.t.db,
      { ...sale, userId: null, tableId: null, guests: null, createdAt: at },
      [],
      'Asia/Riyadh',
    );
    await countPayment(this.t.db, { createdAt: at, method: 'cash', amount: 99_999, currency: 'USD' });
  }
}

const pay = (method: PaymentMethod, amount: number) => ({
  method,
  amount,
  tendered: method === 'cash' ? amount + 500 : null,
});
