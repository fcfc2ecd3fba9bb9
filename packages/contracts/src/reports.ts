import { z } from 'zod';
import { MoneyTotal, PageInfo, Paging, QueryId, SafeString, Timestamp } from './common.ts';
import { CalendarDate } from './expenses.ts';
import { says } from './messages/index.ts';
import { ORDER_TYPES } from './order-state.ts';
import { MethodAmount, Shift } from './shifts.ts';

/*
 * The five reports. Each covers business days `from`…`to` in the restaurant's time zone (a
 * business day starts at the `day_start_hour` setting, so a night that runs past midnight stays
 * one day), compares with the same number of days just before, and answers JSON or, with
 * `format=csv`, the CSV of its main table with the same numbers.
 *
 * Sales count on the business day the order was opened, once it is completed; refunds and
 * payments count on the business day they were made. Only the restaurant's currency is summed.
 */

export const REPORTS = [
  'daily',
  'expenses-and-sales',
  'product-sales',
  'sales-manager',
  'staff-logs',
] as const;
export type ReportName = (typeof REPORTS)[number];
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const rangeFields = {
  from: CalendarDate,
  to: CalendarDate,
  format: z.enum(['json', 'csv']).default('json'),
};
type Range = { from: string; to: string };
const rangeChecks = <T extends z.ZodType<Range>>(schema: T) =>
  schema
    .refine((r) => r.from <= r.to, { message: says.notBeforeFrom, path: ['to'] })
    .refine((r) => r.from > r.to || daysIn(r.from, r.to) <= MAX_REPORT_DAYS, {
      message: says.rangeTooLong,
      path: ['to'],
    });

export const ReportQuery = rangeChecks(z.object(rangeFields));
export type ReportQuery = z.output<typeof ReportQuery>;

/** The period just before a range, as long as it. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  const day = (d: string, shift: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);
  return { from: day(from, -days), to: day(from, -1) };
}

const int = z.number().int();

/**
 * A business day's (or a range's) sales. sales = gross − discounts + serviceCharge + taxAdded;
 * net = sales − refunds; averageTicket = sales / orders.
 */
export const SalesFigures = z.object({
  orders: int,
  guests: int,
  gross: MoneyTotal,
  discounts: MoneyTotal,
  serviceCharge: MoneyTotal,
  tax: MoneyTotal,
  /** The tax on orders priced without it, added on top (the rest of `tax` is inside the prices). */
  taxAdded: MoneyTotal,
  sales: MoneyTotal,
  refunds: MoneyTotal,
  refundCount: int,
  voids: int,
  voidTotal: MoneyTotal,
  net: int,
  averageTicket: MoneyTotal,
  byType: z.array(z.object({ type: z.enum(ORDER_TYPES), orders: int, sales: MoneyTotal })),
  /** Payments on orders made during the days, per method (account = charged to customers). */
  payments: z.array(MethodAmount),
  settlements: z.array(MethodAmount),
  givenBack: z.array(MethodAmount),
  /**
   * Paid on orders of these days that are still open: money held, not yet a sale. With it the
   * days reconcile: net = received − returned + accountChange − openPaid (see docs/reports.md).
   */
  openPaid: MoneyTotal,
  /** Money that came in (payments and settlements, not on account) and went back (not to account). */
  received: MoneyTotal,
  returned: MoneyTotal,
  /** What customers' accounts grew by: charged − settled − refunded to account. */
  accountChange: int,
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const DailyReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  days: z.array(SalesFigures.extend({ date: z.string() })),
  totals: SalesFigures,
  previous: z.object({ from: z.string(), to: z.string(), totals: SalesFigures }),
  /** The shifts opened on these days, with their cash reconciliation. */
  shifts: z.array(Shift),
});
export type DailyReport = z.infer<typeof DailyReport>;

export const EXPENSE_GROUPS = ['day', 'week', 'month'] as const;
export const ExpensesSalesQuery = rangeChecks(
  z.object({ ...rangeFields, group: z.enum(EXPENSE_GROUPS).default('day') }),
);
export type ExpensesSalesQuery = z.output<typeof ExpensesSalesQuery>;
const ProfitFigures = z.object({ sales: int, expenses: MoneyTotal, profit: int });
export const ExpensesSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  group: z.enum(EXPENSE_GROUPS),
  /** One per day, per week (7 days from `from`) or per calendar month; `period` is its first day. */
  rows: z.array(
    ProfitFigures.extend({
      period: z.string(),
      byCategory: z.array(z.object({ category: z.string(), amount: MoneyTotal })),
    }),
  ),
  categories: z.array(z.object({ category: z.string(), amount: MoneyTotal, count: int })),
  totals: ProfitFigures,
  previous: z.object({ from: z.string(), to: z.string(), totals: ProfitFigures }),
});
export type ExpensesSalesReport = z.infer<typeof ExpensesSalesReport>;

const ItemFigures = z.object({
  quantity: int,
  gross: MoneyTotal,
  /** The order discounts' share, spread over the lines by their totals and rounded per line. */
  discounts: MoneyTotal,
  net: int,
  /** Share of the range's net, in basis points. */
  shareBp: int,
});
const Named = { name: z.string(), nameAr: z.string() };
export const ProductSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  products: z.array(ItemFigures.extend({ productId: int.nullable(), ...Named, categoryId: int.nullable() })),
  categories: z.array(ItemFigures.extend({ categoryId: int.nullable(), ...Named })),
  /** Options chosen on the lines: how many and what they added. */
  modifiers: z.array(z.object({ modifierId: int.nullable(), ...Named, quantity: int, gross: MoneyTotal })),
  /** Product ids by quantity: the five best, the five least sold (of those sold at all). */
  top: z.array(int.nullable()),
  bottom: z.array(int.nullable()),
  totals: ItemFigures,
  previous: z.object({ from: z.string(), to: z.string(), totals: ItemFigures }),
});
export type ProductSalesReport = z.infer<typeof ProductSalesReport>;

const StaffFigures = z.object({
  orders: int,
  sales: MoneyTotal,
  averageTicket: MoneyTotal,
  discounts: MoneyTotal,
  discountedOrders: int,
  voids: int,
  voidTotal: MoneyTotal,
  refunds: int,
  refundTotal: MoneyTotal,
});
const Approved = z.object({
  orderId: int,
  ticketNumber: int,
  amount: MoneyTotal,
  reason: z.string(),
  userId: int.nullable(),
  userName: z.string().nullable(),
  approvedBy: int.nullable(),
  approvedByName: z.string().nullable(),
  createdAt: Timestamp,
});
export const SalesManagerReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  staff: z.array(StaffFigures.extend({ userId: int.nullable(), name: z.string().nullable() })),
  voids: z.array(Approved),
  refunds: z.array(Approved),
  /** Completed orders per staff member and local hour of opening (the heatmap). */
  byHour: z.array(z.object({ userId: int.nullable(), hour: int, orders: int, sales: MoneyTotal })),
  byTable: z.array(
    z.object({
      userId: int.nullable(),
      tableId: int.nullable(),
      tableName: z.string().nullable(),
      orders: int,
      sales: MoneyTotal,
    }),
  ),
  /** From the kitchen screens: fired → done, per station, in seconds. */
  prep: z.array(
    z.object({
      stationId: int.nullable(),
      name: z.string().nullable(),
      nameAr: z.string().nullable(),
      items: int,
      averageSeconds: int,
      longestSeconds: int,
    }),
  ),
  totals: StaffFigures,
  previous: z.object({ from: z.string(), to: z.string(), totals: StaffFigures }),
});
export type SalesManagerReport = z.infer<typeof SalesManagerReport>;

/** What an audit row is about, for the staff logs' filter and chart. */
export const LOG_KINDS = [
  'sign-in',
  'failed-sign-in',
  'void',
  'refund',
  'approval',
  'price',
  'settings',
  'shift',
  'other',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const StaffLogsQuery = rangeChecks(
  z.object({
    ...rangeFields,
    kind: z.enum(LOG_KINDS).optional(),
    userId: QueryId.optional(),
    /** Words found in the action, the entity or the recorded data. */
    q: SafeString().trim().max(100).optional(),
    ...Paging(50, 200),
  }),
);
export type StaffLogsQuery = z.output<typeof StaffLogsQuery>;
export const StaffLog = z.object({
  id: int,
  kind: z.enum(LOG_KINDS),
  action: z.string(),
  userId: int.nullable(),
  userName: z.string().nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  data: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: Timestamp,
});
export type StaffLog = z.infer<typeof StaffLog>;
export const StaffLogsReport = z.object({
  from: z.string(),
  to: z.string(),
  logs: z.array(StaffLog),
  ...PageInfo,
  /** The restaurant's currency (amounts in the details are minor units of it) and time zone. */
  currency: z.string(),
  timeZone: z.string(),
  /** Rows per kind in the range and in the previous one (all filters but paging applied). */
  kinds: z.array(z.object({ kind: z.enum(LOG_KINDS), count: int, previous: int })),
  byDay: z.array(z.object({ date: z.string(), kind: z.enum(LOG_KINDS), count: int })),
  previous: z.object({ from: z.string(), to: z.string() }),
});
export type StaffLogsReport = z.infer<typeof StaffLogsReport>;
