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
] as const;
export type EventTopic = (typeof EVENT_TOPICS)[number];

export interface OutboxEvent {
  id: number;
  topic: EventTopic;
  payload: Record<string, unknown>;
  createdAt: string;
}
