import {
  ORDER_TYPES,
  PAYMENT_METHODS,
  roundDiv,
  type MethodAmount,
  type SalesFigures,
} from '@cashier/contracts';
import type * as sales from './sales-repository.ts';

/*
 * SalesFigures built from the repository's rows, one business day at a time, and summed over a
 * range. The identities they keep (docs/reports.md):
 *   sales = gross − discounts + serviceCharge + taxAdded
 *   net = sales − refunds
 *   net = received − returned + accountChange − openPaid   (for days whose orders were paid on them)
 */

type SalesRow = Awaited<ReturnType<typeof sales.salesByDay>>[number];
type UnsoldRow = Awaited<ReturnType<typeof sales.unsoldByDay>>[number];
type PaidRow = Awaited<ReturnType<typeof sales.paymentsByDay>>[number];
type BackRow = Awaited<ReturnType<typeof sales.givenBackByDay>>[number];

const methods = (): MethodAmount[] => PAYMENT_METHODS.map((method) => ({ method, count: 0, amount: 0 }));

export function emptyFigures(): SalesFigures {
  return {
    orders: 0,
    guests: 0,
    gross: 0,
    discounts: 0,
    serviceCharge: 0,
    tax: 0,
    taxAdded: 0,
    sales: 0,
    refunds: 0,
    refundCount: 0,
    voids: 0,
    voidTotal: 0,
    net: 0,
    averageTicket: 0,
    byType: ORDER_TYPES.map((type) => ({ type, orders: 0, sales: 0 })),
    payments: methods(),
    settlements: methods(),
    givenBack: methods(),
    openPaid: 0,
    received: 0,
    returned: 0,
    accountChange: 0,
  };
}

const addTo = (list: MethodAmount[], method: MethodAmount['method'], count: number, amount: number) => {
  const entry = list.find((m) => m.method === method)!;
  entry.count += count;
  entry.amount += amount;
};

/** Adds one repository row of any kind into a day's figures (the derived fields come after, in settle). */
export function addSales(f: SalesFigures, r: SalesRow): void {
  f.orders += r.orders;
  f.guests += r.guests;
  f.gross += r.gross;
  f.discounts += r.discounts;
  f.serviceCharge += r.serviceCharge;
  f.tax += r.tax;
  f.taxAdded += r.taxAdded;
  f.sales += r.sales;
  const type = f.byType.find((t) => t.type === r.type)!;
  type.orders += r.orders;
  type.sales += r.sales;
}

export function addUnsold(f: SalesFigures, r: UnsoldRow): void {
  f.voids += r.voids;
  f.voidTotal += r.voidTotal;
  f.openPaid += r.openPaid;
}

export function addPaid(f: SalesFigures, r: PaidRow): void {
  addTo(r.settlement ? f.settlements : f.payments, r.method, r.count, r.amount);
}

export function addBack(f: SalesFigures, r: BackRow): void {
  addTo(f.givenBack, r.method, r.count, r.amount);
  f.refunds += r.refunded;
  f.refundCount += r.refundCount;
}

const amountOf = (list: MethodAmount[], keep: (m: MethodAmount['method']) => boolean) =>
  list.filter((m) => keep(m.method)).reduce((sum, m) => sum + m.amount, 0);

/** Fills the fields derived from the sums: net, average ticket, received, returned, account change. */
export function settle(f: SalesFigures): SalesFigures {
  const notAccount = (m: string) => m !== 'account';
  f.net = f.sales - f.refunds;
  f.averageTicket = f.orders === 0 ? 0 : roundDiv(f.sales, f.orders);
  f.received = amountOf(f.payments, notAccount) + amountOf(f.settlements, notAccount);
  f.returned = amountOf(f.givenBack, notAccount);
  f.accountChange =
    amountOf(f.payments, (m) => m === 'account') -
    amountOf(f.settlements, () => true) -
    amountOf(f.givenBack, (m) => m === 'account');
  return f;
}

/** The sum of several days' figures. */
export function sumFigures(days: readonly SalesFigures[]): SalesFigures {
  const total = emptyFigures();
  for (const d of days) {
    for (const key of [
      'orders',
      'guests',
      'gross',
      'discounts',
      'serviceCharge',
      'tax',
      'taxAdded',
      'sales',
    ] as const)
      total[key] += d[key];
    for (const key of ['refunds', 'refundCount', 'voids', 'voidTotal', 'openPaid'] as const)
      total[key] += d[key];
    for (const t of d.byType) {
      const into = total.byType.find((x) => x.type === t.type)!;
      into.orders += t.orders;
      into.sales += t.sales;
    }
    for (const list of ['payments', 'settlements', 'givenBack'] as const)
      for (const m of d[list]) addTo(total[list], m.method, m.count, m.amount);
  }
  return settle(total);
}
