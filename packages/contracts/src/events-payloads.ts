import { z } from 'zod';
import { PRINT_JOB_STATUSES, SITE_PAGE_KINDS, TABLE_STATUSES } from './constants.ts';
import { DisplayState } from './displays.ts';
import type { EventTopic } from './events.ts';
import { KitchenTicket, ORDER_KITCHEN_STATUSES } from './kitchen.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './order-state.ts';
import { SHIFT_STATUSES } from './shifts.ts';

/*
 * What each outbox event carries. The server writes every payload through its topic's schema
 * (apps/server/src/lib/changes.ts), and the web's event hook (lib/realtime.ts) is typed from these,
 * so a screen reads `event.data` without a cast. Most events only name what changed, for the
 * screens to read it again; the kitchen ticket, the order's status at the pass and the counter
 * display's state carry enough for a screen to paint without asking.
 */

const RowId = z.number().int();
const Named = z.object({ id: RowId });

/** An order's new status (`order.status`), or its change within one (`order.updated`). */
const OrderChange = z.object({
  id: RowId,
  status: z.enum(ORDER_STATUSES),
  previous: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  tableId: RowId.nullable(),
});

const ProductChange = z.object({ id: RowId, categoryId: RowId });
const SitePageChange = z.object({ id: RowId, kind: z.enum(SITE_PAGE_KINDS) });
const SettingChange = z.object({ id: RowId, key: z.string() });

/**
 * One schema per topic. Typed over every topic, so a topic cannot be added to EVENT_TOPICS
 * without saying what it carries (nor a schema kept for a topic that is gone).
 */
export const EVENT_PAYLOADS = {
  'category.created': Named,
  'category.updated': Named,
  'category.deleted': Named,
  'product.created': ProductChange,
  'product.updated': ProductChange,
  'product.deleted': ProductChange,
  'modifier-group.created': Named,
  'modifier-group.updated': Named,
  'modifier-group.deleted': Named,
  'setting.updated': SettingChange,
  'plugin.updated': SettingChange,
  'order.created': z.object({
    id: RowId,
    type: z.enum(ORDER_TYPES),
    ticketNumber: z.number().int(),
    tableId: RowId.nullable(),
  }),
  'order.updated': OrderChange,
  'order.status': OrderChange,
  'order.refunded': z.object({
    id: RowId,
    amount: z.number().int(),
    refundedTotal: z.number().int(),
    version: z.number().int(),
  }),
  'table.status': z.object({ id: RowId, status: z.enum(TABLE_STATUSES) }),
  'customer.balance': z.object({ id: RowId, balance: z.number().int() }),
  'customer.created': Named,
  'customer.updated': Named,
  'customer.deleted': Named,
  'table.created': Named,
  'table.updated': Named,
  'table.deleted': Named,
  'expense.created': Named,
  'expense.updated': Named,
  'expense.deleted': Named,
  'user.created': Named,
  'user.updated': Named,
  'user.deleted': Named,
  'role.created': Named,
  'role.updated': Named,
  'role.deleted': Named,
  'printer.created': Named,
  'printer.updated': Named,
  'printer.deleted': Named,
  'site-page.created': SitePageChange,
  'site-page.updated': SitePageChange,
  'site-page.deleted': SitePageChange,
  'station.created': Named,
  'station.updated': Named,
  'station.deleted': Named,
  'kitchen.ticket': KitchenTicket,
  // Null status: every item on the order was voided, so it leaves the ready board. The number
  // and type are read from the order's first ticket, and are left out when it has none.
  'kitchen.order': z.object({
    orderId: RowId,
    orderNumber: z.number().int().optional(),
    orderType: z.enum(ORDER_TYPES).optional(),
    status: z.enum(ORDER_KITCHEN_STATUSES).nullable(),
    readyAt: z.string().nullable(),
  }),
  'display.updated': DisplayState,
  'print.job': z.object({ id: RowId, printerId: RowId, status: z.enum(PRINT_JOB_STATUSES) }),
  'print.late': z.object({ id: RowId, printerId: RowId, orderId: RowId.nullable() }),
  'shift.changed': z.object({ id: RowId, userId: RowId.nullable(), status: z.enum(SHIFT_STATUSES) }),
  'day.closed': z.object({ number: z.number().int(), businessDate: z.string() }),
  'session.ended': z.object({ id: RowId, sessionId: RowId }),
} satisfies { [T in EventTopic]: z.ZodType };

/** What an event of topic T carries, as the server writes it. */
export type EventPayload<T extends EventTopic> = z.infer<(typeof EVENT_PAYLOADS)[T]>;

/** An event as one of its topics: narrowing on `topic` types `payload`. */
export type TopicEvent = { [T in EventTopic]: { topic: T; payload: EventPayload<T> } }[EventTopic];
