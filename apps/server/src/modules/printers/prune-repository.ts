import type { Db } from '../../db/kysely.ts';
import { deleteIds } from '../../db/prune.ts';

/* Printed jobs, deleted a batch at a time for retention (db/prune.ts). */

/** Print jobs printed before `printedBefore`; unprinted ones are left for staff to see. */
export function prunePrintJobs(db: Db, printedBefore: string): Promise<number> {
  const batch = db
    .selectFrom('printJobs')
    .select('id')
    .where('status', '=', 'printed')
    .where('printedAt', '<', printedBefore)
    .orderBy('id');
  return deleteIds(db, 'printJobs', batch);
}
