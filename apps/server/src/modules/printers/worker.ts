import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { asCopy, type PrintDocument } from './document.ts';
import * as jobs from './jobs-repository.ts';
import { RenderPool } from './render-pool.ts';
import { SendError, sendToPrinter, type SendTimeouts } from './send.ts';
import { loadTargetPolicy } from './target.ts';

/** A job's lastError when it cannot be drawn for its printer (a retry would not draw it either). */
const NOT_RENDERED = 'not-rendered';
/** A job's lastError when it waited past expireMs. */
const EXPIRED = 'expired';

/** Where the worker tells the server's log why a send failed: the API shows only SendFailure. */
export type PrintLog = (details: Record<string, unknown>, message: string) => void;

export interface PrintWorkerOptions extends SendTimeouts {
  /** How often the queue is looked at without being woken (retries, other instances' jobs). */
  pollMs: number;
  /** A kitchen ticket not printed this long after it was made is reported to staff. */
  lateMs: number;
  /** A job not printed this long after it was made is failed, not printed once its printer is back. */
  expireMs: number;
}

export const PRINT_TIMING = { pollMs: 1000, lateMs: 30_000, expireMs: 30 * 60_000 } as const;

/** The worker writes as nobody: its changes are the queue's own bookkeeping, seen as events. */
const SYSTEM = { userId: null, ip: null };
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s between tries of a job. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends print jobs to network printers. Each printer has its own loop, so an offline or slow
 * printer delays only its own jobs; the jobs are rows, so a crash or restart loses none.
 * Woken after a commit of this instance that queued a job (without reading the outbox back), and
 * by a slow poll: retries, and jobs another instance queued (that one wakes at once itself).
 */
export class PrintWorker {
  private readonly loops = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly renderer = new RenderPool();

  constructor(
    private readonly store: Store,
    private readonly options: PrintWorkerOptions,
    /** Where a failed look at the queue is reported (the next poll looks again). */
    private readonly report: (error: unknown) => void = () => undefined,
    private readonly log: PrintLog = () => undefined,
  ) {}

  start(): void {
    this.unsubscribe = this.store.onCommit((topics) => {
      if (topics.has('print.job')) this.wake();
    });
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops taking jobs and waits for the sends in flight (each bounded by its timeouts). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.sweeping;
    await Promise.allSettled(this.loops.values());
    await this.renderer.close();
  }

  /** Looks at the queue now; wakes during a look coalesce into one more. */
  wake(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch(this.report)
      .finally(() => {
        this.sweeping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async sweep(): Promise<void> {
    await this.housekeeping(Date.now());
    for (const printer of await jobs.printersWithDueJobs(this.store.db, nowIso(Date.now()))) {
      if (this.loops.has(printer.id) || this.stopped) continue;
      const loop = this.drain(printer).finally(() => this.loops.delete(printer.id));
      this.loops.set(printer.id, loop);
    }
  }

  /** Sends a printer's due jobs one after another, until none is due. */
  private async drain(printer: jobs.PrinterRow): Promise<void> {
    while (!this.stopped) {
      const job = await jobs.claimNext(this.store.db, printer.id, nowIso(Date.now()));
      if (!job) return;
      await this.send(printer, job);
    }
  }

  private async send(printer: jobs.PrinterRow, job: jobs.JobRow): Promise<void> {
    try {
      const doc = JSON.parse(job.document) as PrintDocument;
      const bytes = await this.renderer.render(job.copy ? asCopy(doc) : doc, printer);
      const target = { host: printer.host ?? '', port: printer.port ?? 9100 };
      await sendToPrinter({ ...target, policy: await loadTargetPolicy(this.store.db) }, bytes, this.options);
    } catch (error) {
      const started = error instanceof SendError && error.started;
      // A job that cannot be rendered will not render on a retry either.
      const retry = error instanceof SendError;
      const detail = error instanceof SendError ? error.detail : String(error);
      this.log({ printerId: printer.id, jobId: job.id, detail }, 'A print job was not printed.');
      const now = Date.now();
      await this.finish(job, retry ? 'queued' : 'failed', (trx) =>
        jobs.markFailed(trx, job, {
          error: error instanceof SendError ? error.failure : NOT_RENDERED,
          now: nowIso(now),
          nextAt: retry ? nowIso(now + backoffMs(job.attempts)) : null,
          copy: started,
        }),
      );
      return;
    }
    await this.finish(job, 'printed', (trx) => jobs.markPrinted(trx, job, nowIso(Date.now())));
  }

  /** Writes a job's outcome with its event, so the printers screen follows. */
  private finish(
    job: jobs.JobRow,
    status: 'printed' | 'queued' | 'failed',
    write: (trx: Store['db']) => Promise<void>,
  ) {
    return this.store.write(SYSTEM, async (trx, record) => {
      await write(trx);
      const event = {
        topic: 'print.job' as const,
        payload: { id: job.id, printerId: job.printerId, status },
      };
      await record({ action: 'print.sent', audit: false, event });
    });
  }

  /**
   * Jobs abandoned mid-send, too old to print, or late enough that staff must hear of it: looked
   * for with one read, changed with their events in one transaction only when there are some.
   */
  private async housekeeping(now: number): Promise<void> {
    const due = {
      abandoned: nowIso(now - 2 * (this.options.connectMs + this.options.writeMs)),
      expired: nowIso(now - this.options.expireMs),
      late: nowIso(now - this.options.lateMs),
    };
    if (!(await jobs.needsHousekeeping(this.store.db, due))) return;
    await this.store.write(SYSTEM, async (trx, record) => {
      await jobs.requeueAbandoned(trx, due.abandoned);
      for (const job of await jobs.expireWaiting(trx, due.expired, EXPIRED, nowIso(now))) {
        const payload = { id: job.id, printerId: job.printerId, status: 'failed' as const };
        await record({ action: 'print.expired', audit: false, event: { topic: 'print.job', payload } });
      }
      for (const job of await jobs.markLate(trx, 'kitchen', due.late)) {
        const payload = { id: job.id, printerId: job.printerId, orderId: job.orderId };
        await record({ action: 'print.late', audit: false, event: { topic: 'print.late', payload } });
      }
    });
  }
}
