import type { DomainHandlers } from '../../lib/domain-events.ts';
import { printOnPayment } from './receipts.ts';
import { printTickets } from './tickets.ts';

/** Print jobs follow what happens: kitchen tickets print at their stations, a paid order's receipt. */
export function registerPrinterHandlers(handlers: DomainHandlers): void {
  handlers
    .on('kitchen.tickets', ({ tickets }, { trx, record }) => printTickets(trx, record, tickets))
    .on('order.paid', ({ order, cash, completed }, { trx, record }) =>
      printOnPayment(trx, record, order, { cash, completed }),
    );
}
