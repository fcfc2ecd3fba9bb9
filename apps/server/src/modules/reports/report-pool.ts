import { Worker } from 'node:worker_threads';
import type { Engine } from '../../config.ts';
import type { JobArgs, JobName, JobResult, ReportRunner } from './jobs.ts';

type Reply = { id: number; result: unknown } | { id: number; error: string };

/** The thread's script: beside this file in the source tree (run through tsx), beside main.js in the bundle. */
const source = import.meta.url.endsWith('.ts');
const script = new URL(source ? './report-thread.ts' : './report-thread.js', import.meta.url);

/**
 * Runs report jobs on a thread of their own with its own connection (read-only to the SQLite
 * file; its own pool on PostgreSQL), so a long report never holds the server's thread: there
 * better-sqlite3 would run the reads, and on both engines a year's figures take the thread a
 * while to add up and to turn into JSON, blocking every till's order meanwhile. One thread,
 * started on first use and again after a crash; jobs queue on it.
 */
export class ReportPool implements ReportRunner {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();

  constructor(
    private readonly engine: Engine,
    private readonly url: string,
  ) {}

  run<K extends JobName>(name: K, ...args: JobArgs<K>): Promise<JobResult<K>> {
    const worker = this.worker ?? this.start();
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      worker.postMessage({ id, name, args });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(script, {
      workerData: { engine: this.engine, url: this.url },
      // In the source tree the thread's imports are TypeScript with parameter properties and
      // workspace packages, which tsx loads and Node's own type stripping does not.
      execArgv: source ? ['--import', 'tsx'] : [],
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the reports thread stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}
