import { z } from 'zod';
import { Id, QueryId, Resp, Text, Timestamp, Version } from './common.ts';
import { ORDER_TYPES } from './order-state.ts';

/** A place dishes are made (Grill, Cold, Bar, Pastry): categories route to it, a product may override. */
export const Station = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Station = z.infer<typeof Station>;

export const StationInput = z.object({
  nameEn: Text(60),
  nameAr: Text(60),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  active: z.boolean().default(true),
});
export type StationInput = z.input<typeof StationInput>;
export const StationsResponse = z.object({ stations: z.array(Station) });
export type StationsResponse = z.infer<typeof StationsResponse>;
export const StationResponse = z.object({ station: Station, resp: Resp });

/**
 * A dish's course: 1 starters, 2 mains, 3 desserts, 4 and on numbered; null fires with the first
 * send (drinks, sides). A held course waits at the till until the waiter fires it.
 */
export const COURSE_MAX = 9;
export const Course = z
  .number()
  .int()
  .min(1)
  .max(COURSE_MAX)
  .nullish()
  .transform((v) => v ?? null);
/** The courses with their own names; later ones are "Course N". */
export const NAMED_COURSES = { 1: 'starters', 2: 'mains', 3: 'desserts' } as const;

/** Minutes a dish takes to make, for the kitchen's timers and the preparation-time report. */
export const PrepMinutes = z
  .number()
  .int()
  .min(0)
  .max(240)
  .nullish()
  .transform((v) => v ?? null);

/**
 * Where an order line is in the kitchen: waiting (not sent: a held course or a parked order),
 * fired, preparing, ready, served. A line sent in parts is as far as its least advanced part.
 */
export const LINE_KITCHEN_STATES = ['waiting', 'fired', 'preparing', 'ready', 'served'] as const;
export type LineKitchenState = (typeof LINE_KITCHEN_STATES)[number];

/** An order as the pass sees it: something still cooking, all of it ready, or all of it served. */
export const ORDER_KITCHEN_STATUSES = ['preparing', 'ready', 'served'] as const;
export type OrderKitchenStatus = (typeof ORDER_KITCHEN_STATUSES)[number];

/** An item on a ticket; `void` only on the items of a void or cancel ticket. */
export const ITEM_STATES = ['fired', 'preparing', 'ready', 'served', 'void'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/**
 * A ticket's kind: the order's first send to a station, a later addition, items voided after
 * they were sent, or the order canceled.
 */
export const TICKET_KINDS = ['fire', 'add', 'void', 'cancel'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export const KitchenItem = z.object({
  id: z.number().int(),
  lineId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  modifiers: z.array(z.object({ nameEn: z.string(), nameAr: z.string() })),
  note: z.string().nullable(),
  seat: z.number().int().nullable(),
  course: z.number().int().nullable(),
  quantity: z.number().int(),
  /** How many of `quantity` were voided later (struck through on this ticket). */
  voided: z.number().int(),
  state: z.enum(ITEM_STATES),
  prepMinutes: z.number().int().nullable(),
  doneAt: Timestamp.nullable(),
});
export type KitchenItem = z.infer<typeof KitchenItem>;

/**
 * One station's share of one send of an order, as a kitchen screen shows it (no customer name,
 * phone or address: the kitchen cooks without them). `version` grows with every change, so a
 * screen keeps the newest of what the stream and a reload tell it.
 */
export const KitchenTicket = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  orderType: z.enum(ORDER_TYPES),
  tableName: z.string().nullable(),
  waiterName: z.string().nullable(),
  note: z.string().nullable(),
  stationId: z.number().int().nullable(),
  kind: z.enum(TICKET_KINDS),
  firedAt: Timestamp,
  startedAt: Timestamp.nullable(),
  bumpedAt: Timestamp.nullable(),
  version: z.number().int(),
  items: z.array(KitchenItem),
});
export type KitchenTicket = z.infer<typeof KitchenTicket>;

/** `?station=`: one station's tickets; left out, every station's (the expo view). */
export const KitchenQuery = z.object({ station: QueryId.optional() });
/**
 * The kitchen as it is now: the open tickets, the last 20 bumped (for recall), and the newest
 * event id when it was read, so a screen can tell a stream event it already holds.
 */
export const KitchenResponse = z.object({
  tickets: z.array(KitchenTicket),
  recent: z.array(KitchenTicket),
  eventId: z.number().int(),
});
export type KitchenResponse = z.infer<typeof KitchenResponse>;
export const KitchenTicketResponse = z.object({ ticket: KitchenTicket, resp: Resp });

export const ItemDoneInput = z.object({ itemId: Id, done: z.boolean() });
export const TicketInput = z.object({ ticketId: Id });
export const ServeInput = z.object({ orderId: Id });

/** An order on the order-ready board. */
export const BoardOrder = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(['preparing', 'ready']),
  readyAt: Timestamp.nullable(),
});
export type BoardOrder = z.infer<typeof BoardOrder>;
export const BoardResponse = z.object({
  orders: z.array(BoardOrder),
  eventId: z.number().int(),
  /** board_clear_minutes: how long a ready order stays, so a live board clears it on time too. */
  clearMinutes: z.number().int(),
});
export type BoardResponse = z.infer<typeof BoardResponse>;

/** Fires an order's held lines: one course, or every held course. */
export const FireInput = z.object({
  id: Id,
  version: Version,
  course: z.number().int().min(1).max(COURSE_MAX).optional(),
});
