import type { PrintJobKind } from '@cashier/contracts';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { PrintJobTable, PrinterTable } from '../../db/schema.ts';
import { ticketNumbers } from '../orders/read.ts';

export type JobRow = Selectable<PrintJobTable>;
export type PrinterRow = Selectable<PrinterTable>;

/** Statuses of a job not printed; listed, not negated, so the status index serves them. */
const UNFINISHED = ['queued', 'sending', 'failed'] as const;

export const insertJobs = (db: Db, rows: Insertable<PrintJobTable>[]) =>
  rows.length === 0 ? Promise.resolve([]) : db.insertInto('printJobs').values(rows).returningAll().execute();

/** Active network printers with a job whose time has come. */
export function printersWithDueJobs(db: Db, now: string): Promise<PrinterRow[]> {
  return db
    .selectFrom('printers')
    .selectAll()
    .where('active', '=', 1)
    .where('connection', '=', 'network')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('printJobs as j')
          .select('j.id')
          .whereRef('j.printerId', '=', 'printers.id')
          .where('j.status', '=', 'queued')
          .where('j.nextAt', '<=', now),
      ),
    )
    .execute();
}

/**
 * Takes a printer's oldest waiting job to send, if its time has come and nothing else is being
 * sent to that printer: a printer prints its jobs in order, one at a time, and a job held back
 * by a retry holds back the ones after it. The status check in the update makes the claim safe
 * between server instances.
 */
export async function claimNext(db: Db, printerId: number, now: string): Promise<JobRow | undefined> {
  const next = await db
    .selectFrom('printJobs')
    .select(['id', 'nextAt'])
    .where('printerId', '=', printerId)
    .where('status', 'in', ['queued', 'sending'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next || next.nextAt > now) return undefined;
  return db
    .updateTable('printJobs')
    .set({ status: 'sending', claimedAt: now, updatedAt: now, attempts: sql`attempts + 1` })
    .where('id', '=', next.id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

export async function markPrinted(db: Db, job: JobRow, now: string): Promise<void> {
  await db
    .updateTable('printJobs')
    .set({ status: 'printed', printedAt: now, updatedAt: now, claimedAt: null, lastError: null })
    .where('id', '=', job.id)
    .execute();
  await db.updateTable('printers').set({ lastSuccessAt: now }).where('id', '=', job.printerId).execute();
}

/** A failed send: back in the queue until `nextAt` (a copy if any byte had left), or failed for good. */
export async function markFailed(
  db: Db,
  job: JobRow,
  failure: { error: string; now: string; nextAt: string | null; copy: boolean },
): Promise<void> {
  await db
    .updateTable('printJobs')
    .set({
      status: failure.nextAt ? 'queued' : 'failed',
      nextAt: failure.nextAt ?? job.nextAt,
      lastError: failure.error,
      copy: failure.copy ? 1 : job.copy,
      claimedAt: null,
      updatedAt: failure.now,
    })
    .where('id', '=', job.id)
    .execute();
  await db
    .updateTable('printers')
    .set({ lastError: failure.error, lastErrorAt: failure.now })
    .where('id', '=', job.printerId)
    .execute();
}

/** Whether any job was abandoned mid-send, has waited too long, or is a kitchen ticket gone late untold. */
export async function needsHousekeeping(
  db: Db,
  before: { abandoned: string; expired: string; late: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('printJobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sending'), eb('claimedAt', '<', before.abandoned)]),
        eb.and([eb('status', '=', 'queued'), eb('createdAt', '<', before.expired)]),
        eb.and([
          eb('kind', '=', 'kitchen'),
          eb('late', '=', 0),
          eb('status', 'in', UNFINISHED),
          eb('createdAt', '<', before.late),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Jobs left "sending" by a server that stopped mid-send (claimed before `before`): back in the
 * queue, marked COPY, since the printer may have printed them already.
 */
export const requeueAbandoned = (db: Db, before: string) =>
  db
    .updateTable('printJobs')
    .set({ status: 'queued', copy: 1, claimedAt: null })
    .where('status', '=', 'sending')
    .where('claimedAt', '<', before)
    .returning(['id', 'printerId'])
    .execute();

/** Waiting jobs made before `before`: failed, not printed hours late once the printer is back. */
export const expireWaiting = (db: Db, before: string, error: string, now: string) =>
  db
    .updateTable('printJobs')
    .set({ status: 'failed', lastError: error, updatedAt: now })
    .where('status', '=', 'queued')
    .where('createdAt', '<', before)
    .returning(['id', 'printerId'])
    .execute();

/** Jobs of `kind` not printed since before `before` that staff were not yet told of; now they are. */
export const markLate = (db: Db, kind: PrintJobKind, before: string) =>
  db
    .updateTable('printJobs')
    .set({ late: 1 })
    .where('kind', '=', kind)
    .where('status', 'in', UNFINISHED)
    .where('late', '=', 0)
    .where('createdAt', '<', before)
    .returningAll()
    .execute();

export const findJob = (db: Db, id: number) =>
  db.selectFrom('printJobs').selectAll().where('id', '=', id).executeTakeFirst();

export type ListedJob = JobRow & { orderNumber: number | null };

/** The jobs with the ticket number of the order each prints for (the orders module's to read). */
async function numbered(db: Db, rows: JobRow[]): Promise<ListedJob[]> {
  const numbers = await ticketNumbers(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => ({
    ...r,
    orderNumber: r.orderId === null ? null : (numbers.get(r.orderId) ?? null),
  }));
}

export async function findListedJob(db: Db, id: number): Promise<ListedJob | undefined> {
  const row = await findJob(db, id);
  return row && (await numbered(db, [row]))[0];
}

/** A printer's unfinished jobs, oldest first, then its latest printed ones, newest first. */
export async function jobsOf(db: Db, printerId: number, printed: number): Promise<ListedJob[]> {
  const base = db.selectFrom('printJobs as j').selectAll('j').where('j.printerId', '=', printerId);
  const open = await base.where('j.status', 'in', UNFINISHED).orderBy('j.id').execute();
  const done = await base.where('j.status', '=', 'printed').orderBy('j.id', 'desc').limit(printed).execute();
  return numbered(db, [...open, ...done]);
}

/** Sends a job again from the start of the queue's rules: now, to `printerId`. */
export const requeue = (db: Db, id: number, printerId: number, now: string) =>
  db
    .updateTable('printJobs')
    .set({ printerId, status: 'queued', nextAt: now, claimedAt: null, late: 0, updatedAt: now })
    .where('id', '=', id)
    .where('status', '!=', 'sending')
    .executeTakeFirst();
