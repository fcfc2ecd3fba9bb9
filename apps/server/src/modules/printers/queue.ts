import type { PrintJob, PrintJobKind } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Record as RecordChange, Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { PrintDocument } from './document.ts';
import * as jobs from './jobs-repository.ts';
import * as repo from './repository.ts';

/** Printed jobs a printer's list shows after its unfinished ones. */
const PRINTED_SHOWN = 20;

export interface NewJob {
  printerId: number;
  kind: PrintJobKind;
  orderId: number | null;
  document: PrintDocument;
}

function toJob(r: jobs.ListedJob): PrintJob {
  return {
    id: r.id,
    printerId: r.printerId,
    orderId: r.orderId,
    kind: r.kind,
    status: r.status,
    orderNumber: r.orderNumber,
    attempts: r.attempts,
    lastError: r.lastError,
    copy: r.copy === 1,
    createdAt: r.createdAt,
    printedAt: r.printedAt,
  };
}

/**
 * Queues print jobs inside the caller's transaction, so a ticket or a receipt is queued exactly
 * when the change that causes it commits; the PrintWorker sends them.
 */
export async function enqueue(trx: Db, record: RecordChange, list: readonly NewJob[]): Promise<number[]> {
  const now = nowIso();
  const rows = await jobs.insertJobs(
    trx,
    list.map((j) => ({
      printerId: j.printerId,
      orderId: j.orderId,
      kind: j.kind,
      document: JSON.stringify(j.document),
      status: 'queued' as const,
      attempts: 0,
      lastError: null,
      nextAt: now,
      claimedAt: null,
      printedAt: null,
      copy: 0,
      late: 0,
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (const r of rows) {
    const payload = { id: r.id, printerId: r.printerId, status: 'queued' as const };
    await record({ action: 'print.queued', audit: false, event: { topic: 'print.job', payload } });
  }
  return rows.map((r) => r.id);
}

/** The test page: both scripts, so one look tells whether Arabic prints joined and right to left. */
function testPage(name: string, paperWidth: number, mode: string): PrintDocument {
  return {
    dir: 'ltr',
    blocks: [
      { type: 'text', text: 'Cashier test page', size: 2, bold: true, align: 'center' },
      { type: 'text', text: 'صفحة اختبار', size: 2, align: 'center' },
      { type: 'rule' },
      { type: 'row', start: 'Printer', end: name },
      { type: 'row', start: 'Paper', end: `${paperWidth} mm, ${mode}` },
      { type: 'row', start: 'Sent', end: `${nowIso().slice(0, 16).replace('T', ' ')} UTC` },
      { type: 'rule' },
      { type: 'text', text: 'English: 0123456789 ABC xyz' },
      { type: 'text', text: 'العربية: مرحباً بكم ١٢٣٤٥٦٧٨٩٠' },
      { type: 'feed', lines: 1 },
    ],
  };
}

/** One job as the API shows it. */
export async function printJob(db: Db, id: number): Promise<PrintJob> {
  const job = await jobs.findListedJob(db, id);
  if (!job) throw notFound('printJob');
  return toJob(job);
}

/** A printer the server sends to: 404 when there is none, 422 for a browser printer. */
export async function networkPrinter(db: Db, id: number) {
  const printer = await repo.findPrinter(db, id);
  if (!printer) throw notFound('printer');
  if (printer.connection !== 'network') throw new AppError('RULE_BROKEN', 'printers.browserPrinter');
  return printer;
}

export class PrintQueue {
  constructor(private readonly store: Store) {}

  /** Queues a test page on a network printer. */
  async test(actor: Actor, printerId: number): Promise<PrintJob> {
    const id = await this.store.write(actor, async (trx, record) => {
      const printer = await networkPrinter(trx, printerId);
      await record({ action: 'printer.test', entity: 'printer', entityId: printerId });
      const document = testPage(printer.name, printer.paperWidth, printer.mode);
      const [jobId] = await enqueue(trx, record, [{ printerId, kind: 'test', orderId: null, document }]);
      return jobId!;
    });
    return printJob(this.store.db, id);
  }

  async list(printerId: number): Promise<PrintJob[]> {
    if (!(await repo.findPrinter(this.store.db, printerId))) throw notFound('printer');
    return (await jobs.jobsOf(this.store.db, printerId, PRINTED_SHOWN)).map(toJob);
  }

  /** Sends a job again now, to its own printer or to another network printer. */
  async retry(actor: Actor, jobId: number, printerId?: number): Promise<PrintJob> {
    await this.store.write(actor, async (trx, record) => {
      const job = await jobs.findJob(trx, jobId);
      if (!job) throw notFound('printJob');
      const target = printerId ?? job.printerId;
      const printer = await networkPrinter(trx, target);
      // Receipts and till reports stay on receipt printers, moved or not (see receipts.ts).
      if (job.kind !== 'kitchen' && job.kind !== 'test' && printer.kind !== 'receipt')
        throw new AppError('RULE_BROKEN', 'printers.notReceiptPrinter');
      const moved = await jobs.requeue(trx, jobId, target, nowIso());
      if (moved.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'printers.jobSending');
      const payload = { id: jobId, printerId: target, status: 'queued' as const };
      await record({
        action: 'print.retry',
        entity: 'printJob',
        entityId: jobId,
        data: { from: job.printerId, to: target },
        event: { topic: 'print.job', payload },
      });
    });
    return printJob(this.store.db, jobId);
  }
}
