import type { OrderType } from './order-state.ts';

/**
 * How an order is sold, as staff and guests say it: the order types, with a `pos` order told apart
 * by its table (a counter sale or a dine-in order). Every surface names an order by its kind, in
 * the words below: the till, receipts (printed and in the browser), sales, the kitchen, the
 * customer display and the reports.
 */
export const ORDER_KINDS = ['counter', 'dine-in', 'delivery', 'debit', 'online', 'hold'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * The one word for each kind, in each language (`orderKinds.<kind>` in the web's translations,
 * the printed tickets' and receipts' words on the server). `pos` names the order type as a whole
 * where reports count counter and dine-in orders together.
 */
export const ORDER_KIND_LABELS = {
  en: {
    counter: 'Counter',
    'dine-in': 'Dine-in',
    delivery: 'Delivery',
    debit: 'On account',
    online: 'Online',
    hold: 'Held',
    pos: 'Counter and dine-in',
  },
  ar: {
    counter: 'بيع مباشر',
    'dine-in': 'محلي',
    delivery: 'توصيل',
    debit: 'على الحساب',
    online: 'عبر الإنترنت',
    hold: 'معلّق',
    pos: 'بيع مباشر ومحلي',
  },
} as const satisfies Record<'en' | 'ar', Record<OrderKind | 'pos', string>>;

/**
 * The kind of an order: its type, and for a `pos` order whether it is at a table.
 * @example orderKind({ type: 'pos', tableId: 3 }) // 'dine-in'
 */
export function orderKind(order: { type: OrderType; tableId: number | null }): OrderKind {
  return kindOf(order.type, order.tableId !== null);
}

/**
 * The kind of an order of `type`, at a table or not (a kitchen ticket knows its table by name).
 * @example kindOf('pos', false) // 'counter'
 */
export function kindOf(type: OrderType, atTable: boolean): OrderKind {
  if (type === 'pos') return atTable ? 'dine-in' : 'counter';
  return type;
}
