import type { DomainHandlers } from '../../lib/domain-events.ts';
import {
  addSale,
  addVoid,
  countAudits,
  countPayment,
  deferRollups,
  takeRollups,
} from './rollups-repository.ts';

/**
 * The report rollups follow what the other modules do, in the same transaction: a completed or
 * cancelled order is counted once (it never changes again), a payment and an audit row as they are
 * written. Every Store write keeps its rollup rows for its end, written with its events.
 */
export function registerReportHandlers(handlers: DomainHandlers): void {
  handlers
    .around({ begin: deferRollups, end: takeRollups })
    .on('order.completed', ({ sale, lines, timeZone }, { trx }) => addSale(trx, sale, lines, timeZone))
    .on('order.canceled', ({ order, userId }, { trx }) => addVoid(trx, order, userId))
    .on('payment.taken', (payment, { trx }) => countPayment(trx, payment))
    .on('audit.recorded', (row, { trx }) => countAudits(trx, [row]));
}
