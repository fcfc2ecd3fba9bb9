import type { DomainHandlers } from '../../lib/domain-events.ts';
import { moveItems, syncOrder } from './sync.ts';

/** The kitchen follows the orders: their lines go out on tickets, and move when the lines move. */
export function registerKitchenHandlers(handlers: DomainHandlers): void {
  handlers
    .on('order.kitchen', ({ order, lines, created }, tx) => syncOrder(tx, order, lines, created))
    .on('order.linesMoved', ({ fromOrderId, moves }, { trx, record }) =>
      moveItems(trx, record, fromOrderId, moves),
    );
}
