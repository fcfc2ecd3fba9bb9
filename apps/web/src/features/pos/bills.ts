import type { Order } from '@cashier/contracts';

/** One bill of a split order, with the server's total, and whether it is paid. */
export interface SplitBill {
  id: number;
  ticketNumber: number;
  total: number;
  currency: string;
  items: number;
  paid: boolean;
}

/** A bill as the server answered the split: its own ticket and total. */
export function billOf(order: Order): SplitBill {
  return {
    id: order.id,
    ticketNumber: order.ticketNumber,
    total: order.total,
    currency: order.currency,
    items: order.lines.reduce((s, l) => s + l.quantity, 0),
    paid: order.status === 'completed',
  };
}
