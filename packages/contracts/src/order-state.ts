export const ORDER_TYPES = ['pos', 'debit', 'delivery', 'online', 'hold'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  'waiting',
  'new',
  'in-progress',
  'in-delivery',
  'completed',
  'canceled',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Most a rejection's reason may say. */
export const MAX_REJECT_REASON = 500;

/**
 * The one order state machine; server and web both read it. Cancel needs a reason. An order from
 * a guest or a device starts `waiting` for staff: accepted it becomes `new` (with its ticket
 * number, and goes to the kitchen); rejected, with a reason, it ends.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  waiting: ['new', 'rejected'],
  new: ['in-progress', 'completed', 'canceled'],
  'in-progress': ['in-delivery', 'completed', 'canceled'],
  'in-delivery': ['completed', 'canceled'],
  completed: [],
  canceled: [],
  rejected: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function isOpenStatus(status: OrderStatus): boolean {
  return TRANSITIONS[status].length > 0;
}

/**
 * The moves out of waiting, made only by accepting or rejecting the order (never by an update):
 * accepting numbers the order and sends it to the kitchen.
 */
export function isAcceptance(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'waiting' && canTransition(from, to);
}

/** Whether an order's update (or a status change other than accept/reject) may move it `from` → `to`. */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return canTransition(from, to) && !isAcceptance(from, to);
}

/** Whether the kitchen cooks for an order in this status: never before it is accepted, nor after rejection. */
export function reachesKitchen(status: OrderStatus): boolean {
  return status !== 'waiting' && status !== 'rejected';
}

/** The statuses an order can still leave: not completed, not cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isOpenStatus);
