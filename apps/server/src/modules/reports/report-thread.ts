/**
 * The reports' own thread, with its own connection: read-only to the SQLite file, or a pool of
 * its own on PostgreSQL. A year's report reads and adds up for a while; on the server's thread it
 * would hold up every till's order meanwhile (see report-pool.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Engine } from '../../config.ts';
import { createDb, createReadOnlySqlite } from '../../db/kysely.ts';
import { REPORT_JOBS, type JobName } from './jobs.ts';

const REPORT_CONNECTIONS = 2;
/** The thread's nice value: when the tills and the reports want the same core, the tills get it. */
const REPORT_NICENESS = 10;

// Linux keeps a nice value per thread: this thread's id (from /proc) names it alone. Elsewhere the
// thread keeps the server's priority.
try {
  os.setPriority(Number(path.basename(fs.readlinkSync('/proc/thread-self'))), REPORT_NICENESS);
} catch {
  // not Linux, or no /proc
}

const { engine, url } = workerData as { engine: Engine; url: string };
// Two connections: a report's queries overlap, yet reports can never take every core from the tills.
const db =
  engine === 'sqlite'
    ? createReadOnlySqlite(url)
    : createDb({ engine, databaseUrl: url }, REPORT_CONNECTIONS);

parentPort?.on('message', ({ id, name, args }: { id: number; name: JobName; args: unknown[] }) => {
  const job = REPORT_JOBS[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
  // A job that throws at once, or none of that name, answers an error like one that rejects.
  Promise.resolve()
    .then(() => {
      if (!job) throw new Error(`no report job ${name}`);
      return job(db, engine, ...args);
    })
    .then(
      (result) => parentPort?.postMessage({ id, result }),
      (error: unknown) =>
        parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
});
