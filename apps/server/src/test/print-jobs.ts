import type { Db } from '../db/kysely.ts';
import type { TestPrinter } from './test-printer.ts';

/**
 * Waits, up to `ms`, until no job for these fake printers is waiting or being sent, then until
 * each has received every job the queue marked printed for it. A job is a row written with the
 * change that made it, so after this a printer's count is final: "nothing more was printed" is
 * checked on state, not after a pause long enough for a late ticket. For printers that are up: a
 * job waiting on a retry keeps it waiting until `ms` runs out, and fails the test.
 */
export async function printingDone(db: Db, fakes: TestPrinter[], ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  const ports = fakes.map((f) => f.port);
  const count = async (statuses: ('queued' | 'sending' | 'printed')[], port?: number) => {
    const { n } = await db
      .selectFrom('printJobs')
      .innerJoin('printers', 'printers.id', 'printJobs.printerId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('printers.port', 'in', port === undefined ? ports : [port])
      .where('printJobs.status', 'in', statuses)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  for (let waiting = await count(['queued', 'sending']); waiting > 0;) {
    if (Date.now() > deadline) throw new Error(`${waiting} print job(s) still waiting after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
    waiting = await count(['queued', 'sending']);
  }
  for (const fake of fakes) {
    await fake.waitForJobs(await count(['printed'], fake.port), Math.max(0, deadline - Date.now()) + 1000);
  }
}
