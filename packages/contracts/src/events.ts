import type { TopicEvent } from './events-payloads.ts';
import { can, type Access } from './permissions.ts';

/** Topics written to the event outbox; screens subscribe through GET /v1/events. */
export const EVENT_TOPICS = [
  'category.created',
  'category.updated',
  'category.deleted',
  'product.created',
  'product.updated',
  'product.deleted',
  'modifier-group.created',
  'modifier-group.updated',
  'modifier-group.deleted',
  'setting.updated',
  'plugin.updated',
  'order.created',
  'order.updated',
  'order.status',
  'order.refunded',
  'table.status',
  'customer.balance',
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'table.created',
  'table.updated',
  'table.deleted',
  'expense.created',
  'expense.updated',
  'expense.deleted',
  'user.created',
  'user.updated',
  'user.deleted',
  'role.created',
  'role.updated',
  'role.deleted',
  'printer.created',
  'printer.updated',
  'printer.deleted',
  'site-page.created',
  'site-page.updated',
  'site-page.deleted',
  'station.created',
  'station.updated',
  'station.deleted',
  'kitchen.ticket',
  'kitchen.order',
  'display.updated',
  'print.job',
  'print.late',
  'shift.changed',
  'day.closed',
  'session.ended',
] as const;
export type EventTopic = (typeof EVENT_TOPICS)[number];

/**
 * Who may receive each topic on the stream: the permission that reads what it names (the GET
 * route of that entity). A user's own account and role also reach that user, so their screen
 * learns of a change to its own permissions. Typed over every topic, so a new topic cannot be
 * added without deciding who sees it.
 */
export const EVENT_ACCESS: Record<EventTopic, Access> = {
  'category.created': 'catalog.view',
  'category.updated': 'catalog.view',
  'category.deleted': 'catalog.view',
  'product.created': 'catalog.view',
  'product.updated': 'catalog.view',
  'product.deleted': 'catalog.view',
  'modifier-group.created': 'catalog.view',
  'modifier-group.updated': 'catalog.view',
  'modifier-group.deleted': 'catalog.view',
  // Settings and plugins are read without signing in (the website's name, colours, open plugins).
  'setting.updated': 'signed-in',
  'plugin.updated': 'signed-in',
  'order.created': 'orders.view',
  'order.updated': 'orders.view',
  'order.status': 'orders.view',
  'order.refunded': 'orders.view',
  'table.status': 'tables.view',
  'table.created': 'tables.view',
  'table.updated': 'tables.view',
  'table.deleted': 'tables.view',
  'customer.balance': 'customers.view',
  'customer.created': 'customers.view',
  'customer.updated': 'customers.view',
  'customer.deleted': 'customers.view',
  'expense.created': 'expenses.manage',
  'expense.updated': 'expenses.manage',
  'expense.deleted': 'expenses.manage',
  'user.created': 'users.manage',
  'user.updated': 'users.manage',
  'user.deleted': 'users.manage',
  'role.created': 'users.manage',
  'role.updated': 'users.manage',
  'role.deleted': 'users.manage',
  'printer.created': 'settings.manage',
  'printer.updated': 'settings.manage',
  'printer.deleted': 'settings.manage',
  'site-page.created': 'settings.manage',
  'site-page.updated': 'settings.manage',
  'site-page.deleted': 'settings.manage',
  'station.created': 'catalog.view',
  'station.updated': 'catalog.view',
  'station.deleted': 'catalog.view',
  // A whole ticket (no customer details), for the kitchen screens to paint without asking.
  'kitchen.ticket': 'kitchen.view',
  // An order's kitchen status (preparing, ready, served): the till, the floor, the ready board.
  'kitchen.order': 'orders.view',
  // A counter display's cart, as the till that drives it builds it.
  'display.updated': 'screens.view',
  // A print job queued, printed or failed: the printers screen's health and queues.
  'print.job': 'settings.manage',
  // A kitchen ticket not printed in time: the staff taking orders are told.
  'print.late': 'orders.view',
  // A shift opened, moved cash or closed: the managers, and (below) the shift's own cashier.
  'shift.changed': 'shifts.manage',
  // A Z report closed the business day.
  'day.closed': 'reports.view',
  // A sign-out or token exchange: the streams of that session end on it; no stream is sent it.
  'session.ended': 'users.manage',
};

/**
 * Whether a signed-in user may receive an event: its topic's permission, or (for `user.*`,
 * `role.*` and `shift.changed`) the event is about their own account, role or shift. A session's
 * end goes to nobody: it only tells the streams of that session to close.
 * @example mayReceive({ id: 3, roleId: 4, permissions: ['orders.view'] }, { topic: 'customer.created', payload: { id: 9 } }) // false
 */
export function mayReceive(
  user: { id: number; roleId: number; permissions: readonly string[] },
  event: TopicEvent,
): boolean {
  if (event.topic === 'session.ended') return false;
  if (can(user.permissions, EVENT_ACCESS[event.topic])) return true;
  if (event.topic === 'shift.changed') return event.payload.userId === user.id;
  if (!('id' in event.payload)) return false;
  if (event.topic.startsWith('user.')) return event.payload.id === user.id;
  if (event.topic.startsWith('role.')) return event.payload.id === user.roleId;
  return false;
}

/**
 * The stream's own event telling a client that what it missed is no longer kept (it resumed from
 * before the oldest kept event, or from another database): reload everything, then carry on live.
 */
export const STREAM_RELOAD = 'reload';

/**
 * An event as the outbox keeps it: its payload typed by its topic (events-payloads.ts), and the
 * client id of the browser tab whose write it records (null when the write came without one).
 */
export type OutboxEvent = TopicEvent & { id: number; createdAt: string; origin: string | null };

/**
 * The header each browser tab sends its own random id in, on every API call. The events a write
 * causes carry it back as `origin`, so the tab that made a change (and has already put the answer
 * in its cache) need not fetch it again when the stream echoes it.
 */
export const CLIENT_ID_HEADER = 'X-Client-Id';

/** A client id: 8 to 64 letters, digits, `_` or `-`. Anything else is ignored (no origin). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * What every event frame's JSON `data` carries beside its topic's payload: when the change
 * happened and the client id of the tab that made it (null: another kind of caller).
 */
// A type, not an interface: a frame's data must stay assignable to Record<string, unknown>.
export type EventFrameMeta = {
  at: string;
  origin: string | null;
};
