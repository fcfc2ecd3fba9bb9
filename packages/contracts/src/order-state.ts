export const ORDER_TYPES = ['pos', 'debit', 'delivery', 'online', 'hold'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['new', 'in-progress', 'in-delivery', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one order state machine; server and web both read it. Cancel needs a reason. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in-progress', 'completed', 'canceled'],
  'in-progress': ['in-delivery', 'completed', 'canceled'],
  'in-delivery': ['completed', 'canceled'],
  completed: [],
  canceled: [],
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

/** The statuses an order can still leave: not completed, not cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isOpenStatus);
