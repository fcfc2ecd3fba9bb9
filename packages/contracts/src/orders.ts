import { z } from 'zod';
import {
  Id,
  Money,
  OptionalText,
  PageInfo,
  Paging,
  QueryId,
  Resp,
  SafeString,
  Timestamp,
  Version,
} from './common.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { CalendarDate } from './expenses.ts';
import { Course, LINE_KITCHEN_STATES, ORDER_KITCHEN_STATUSES } from './kitchen.ts';
import { ORDER_KINDS } from './order-kinds.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './order-state.ts';
import { says } from './messages/index.ts';

export const OrderLineInput = z.object({
  /**
   * The stored line this continues (an update keeps its id and its place in the kitchen). Without
   * it, an update matches a stored line with the same item, options, note, seat and course.
   */
  id: Id.optional(),
  productId: Id,
  quantity: z.number().int().min(1).max(999),
  modifierIds: z.array(Id).max(20).default([]),
  note: OptionalText(200, { multiline: true }),
  seat: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullish()
    .transform((v) => v ?? null),
  /** Left out: the product's course. */
  course: Course.optional(),
  /** Kept at the till until its course is fired (POST /v1/orders/fire); not sent to the kitchen. */
  held: z.boolean().default(false),
});

export const DiscountInput = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('amount'), value: Money }),
    z.object({
      type: z.literal('percent'),
      value: z.number().int().min(0).max(10_000).describe('basis points'),
    }),
  ])
  .nullish()
  .transform((v) => v ?? null);

export const PaymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amount: Money.refine((v) => v > 0, says.moreThanZero),
    /** Cash handed over; the change due is tendered − amount. */
    tendered: Money.nullish().transform((v) => v ?? null),
    reference: OptionalText(100),
  })
  .refine((p) => p.tendered === null || p.method === 'cash', {
    message: says.onlyCashTendered,
    path: ['tendered'],
  })
  .refine((p) => p.tendered === null || p.tendered >= p.amount, {
    message: says.atLeastAmount,
    path: ['tendered'],
  });

const OrderFields = {
  tableId: Id.nullish().transform((v) => v ?? null),
  customerId: Id.nullish().transform((v) => v ?? null),
  deliveryAddress: OptionalText(500, { multiline: true }),
  note: OptionalText(500, { multiline: true }),
  lines: z.array(OrderLineInput).min(1, says.addAnItem).max(500),
  discount: DiscountInput,
  /** How many guests the order serves (the reports' covers); absent: not asked. */
  guests: z
    .number()
    .int()
    .min(1)
    .max(999)
    .nullish()
    .transform((v) => v ?? null),
  /** A manager's one-time approval, for a discount above the threshold or a cancel without orders.void. */
  approvalToken: SafeString().max(200).optional(),
};

export const OrderCreate = z.object({
  /** Client-generated key; the Idempotency-Key header takes its place when sent. */
  uuid: z.string().uuid().optional(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(['new', 'in-progress', 'completed']).default('new'),
  ...OrderFields,
  payments: z.array(PaymentInput).max(20).default([]),
});
export type OrderCreate = z.input<typeof OrderCreate>;

export const OrderUpdate = z.object({
  id: Id,
  /** The version the client last saw; a stale one answers 409 and changes nothing. */
  version: Version,
  type: z.enum(ORDER_TYPES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  cancelReason: OptionalText(500, { multiline: true }),
  tableId: OrderFields.tableId.optional(),
  customerId: OrderFields.customerId.optional(),
  deliveryAddress: OrderFields.deliveryAddress.optional(),
  note: OrderFields.note.optional(),
  lines: OrderFields.lines.optional(),
  discount: DiscountInput.optional(),
  guests: OrderFields.guests.optional(),
  approvalToken: OrderFields.approvalToken,
  /** Payments to add; earlier ones stay. */
  payments: z.array(PaymentInput).max(20).default([]),
});
export type OrderUpdate = z.input<typeof OrderUpdate>;

export const ModifierSnapshot = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  price: Money,
});

export const OrderLine = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  unitPrice: Money,
  quantity: z.number().int(),
  modifiers: z.array(ModifierSnapshot),
  modifiersTotal: Money,
  lineTotal: Money,
  seat: z.number().int().nullable(),
  note: z.string().nullable(),
  course: z.number().int().nullable(),
  held: z.boolean(),
  kitchenState: z.enum(LINE_KITCHEN_STATES),
});

export const Payment = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount: Money,
  tendered: Money.nullable(),
  change: Money,
  reference: z.string().nullable(),
  userId: z.number().int().nullable(),
  createdAt: Timestamp,
});

/** Money given back on an order: a refund of a completed order, or a payment returned by a void. */
export const Refund = z.object({
  id: z.number().int(),
  amount: Money,
  method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  userId: z.number().int().nullable(),
  /** The name of the user who refunded (null when that user was deleted). */
  userName: z.string().nullable(),
  /** The manager whose PIN approved it, when the cashier lacked the permission. */
  approvedBy: z.number().int().nullable(),
  /** The approving manager's name (null without an approver, or when that user was deleted). */
  approvedByName: z.string().nullable(),
  createdAt: Timestamp,
});
export type Refund = z.infer<typeof Refund>;

export const StatusChange = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  userId: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: Timestamp,
});

export const Order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  invoiceNumber: z.number().int().nullable(),
  ticketNumber: z.number().int(),
  businessDate: z.string(),
  tableId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  /** Who took the order: the staff member signed in at the till when it was created. */
  userId: z.number().int().nullable(),
  /** That staff member's name (null when the user was deleted). */
  userName: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  note: z.string().nullable(),
  guests: z.number().int().nullable(),
  currency: z.string(),
  subtotal: Money,
  discountType: z.enum(['amount', 'percent']).nullable(),
  discountValue: Money,
  discountTotal: Money,
  serviceChargeBp: z.number().int(),
  serviceCharge: Money,
  taxRateBp: z.number().int(),
  taxInclusive: z.boolean(),
  taxTotal: Money,
  total: Money,
  paidTotal: Money,
  /** Σ refunds; what the customer has paid net is paidTotal − refundedTotal. */
  refundedTotal: Money,
  balanceDue: Money,
  changeDue: Money,
  cancelReason: z.string().nullable(),
  /** Where its sent items are in the kitchen; null when nothing was sent. */
  kitchenStatus: z.enum(ORDER_KITCHEN_STATUSES).nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  lines: z.array(OrderLine),
  payments: z.array(Payment),
  refunds: z.array(Refund),
  history: z.array(StatusChange),
});
export type Order = z.infer<typeof Order>;

/** The original API's create and update answer: an order list whose first item is the order. */
export const OrderResponse = z.object({ order: z.array(Order), resp: Resp });
export type OrderResponse = z.infer<typeof OrderResponse>;
export const OrdersResponse = z.object({ orders: z.array(Order), ...PageInfo });
export type OrdersResponse = z.infer<typeof OrdersResponse>;
/** GET /v1/orders/list: open orders, newest first, a page at a time. */
export const OpenOrdersQuery = z.object(Paging(100, 200));
export const OpenOrdersResponse = z.object({ orders: z.array(Order), ...PageInfo });
export type OpenOrdersResponse = z.infer<typeof OpenOrdersResponse>;
export const OneOrderResponse = z.object({ order: Order });
export type OneOrderResponse = z.infer<typeof OneOrderResponse>;

export const OrdersQuery = z.object({
  type: z.enum(ORDER_TYPES).optional(),
  /** How it was sold: `counter` and `dine-in` tell `pos` orders apart by their table. */
  kind: z.enum(ORDER_KINDS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  customerId: QueryId.optional(),
  tableId: QueryId.optional(),
  ...Paging(25, 100),
  /**
   * The column the whole result is sorted by before it is paged (ties broken by the order's id in
   * the same direction); absent, newest first. `date` is when the order was opened.
   */
  sort: z.enum(['date', 'ticket', 'type', 'status', 'total', 'paid']).optional(),
  /** The direction of `sort`: descending unless `asc`. */
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const SettlementInput = z.object({
  amount: Money.refine((v) => v > 0, says.moreThanZero),
  method: z.enum(['cash', 'card', 'other']),
  reference: OptionalText(100),
});
export const SettlementResponse = z.object({
  payment: Payment,
  balance: z.number().int(),
  resp: Resp,
});
export type SettlementResponse = z.infer<typeof SettlementResponse>;
