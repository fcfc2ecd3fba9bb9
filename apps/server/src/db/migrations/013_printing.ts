import type { Kysely } from 'kysely';

/**
 * Printing from the server (issue 13).
 * - printers: the station whose tickets a kitchen or bar printer prints (none: every station's),
 *   whether a receipt prints on payment by itself, whether the cash drawer hangs on it, text or
 *   raster output, and its health (last success, last error).
 * - print_jobs: what to print is a document written in the same transaction as the change that
 *   causes it, so a crash loses nothing; the worker renders it for the printer at send time.
 *   `next_at` holds a retry back, `claimed_at` marks a send in flight (a job found claimed after a
 *   crash is sent again, marked COPY), `late` records that staff were told it is late.
 */
export function printing() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('printers')
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .execute();
      const add = (column: string, type: 'integer' | 'text', fill?: number | string) =>
        db.schema
          .alterTable('printers')
          .addColumn(column, type, (c) => (fill === undefined ? c : c.notNull().defaultTo(fill)))
          .execute();
      await add('auto_receipt', 'integer', 1);
      await add('cash_drawer', 'integer', 0);
      await add('mode', 'text', 'raster');
      await add('last_success_at', 'text');
      await add('last_error', 'text');
      await add('last_error_at', 'text');

      const job = (column: string, type: 'integer' | 'text', fill?: number | string) =>
        db.schema
          .alterTable('print_jobs')
          .addColumn(column, type, (c) => (fill === undefined ? c : c.notNull().defaultTo(fill)))
          .execute();
      await job('document', 'text', '{}');
      await job('next_at', 'text', '');
      await job('claimed_at', 'text');
      await job('printed_at', 'text');
      await job('copy', 'integer', 0);
      await job('late', 'integer', 0);
      await db.schema
        .createIndex('print_jobs_queue_idx')
        .on('print_jobs')
        .columns(['status', 'next_at'])
        .execute();
      await db.schema
        .createIndex('print_jobs_printer_idx')
        .on('print_jobs')
        .columns(['printer_id', 'id'])
        .execute();
    },
  };
}
