import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { refreshStatistics } from '../../db/statistics.ts';
import { nowIso } from '../../lib/time.ts';
import { PRUNE_BATCH, PRUNE_EVERY_MS, RETENTION } from './policy.ts';
import { pruneApprovals, pruneLoginThrottle, pruneSessions } from '../auth/index.ts';
import { pruneDisplays } from '../displays/index.ts';
import { pruneIdempotencyKeys } from '../orders/index.ts';
import { prunePrintJobs } from '../printers/index.ts';
import { pruneDisplayEvents, pruneEvents } from '../../db/prune-events.ts';

export type Pruned = Record<keyof typeof RETENTION, number>;

/**
 * Deletes what the tables that grow with traffic no longer need (policy.ts says how long each
 * keeps a row), at start and then hourly, and keeps the planner's statistics fresh after. Each table is pruned a batch at a time, other requests
 * running between batches. Not an audited change: nobody made it, and the audit log is kept whole.
 */
export class RetentionService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'sessionIdleMs' | 'engine'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Prunes every table once; answers how many rows each lost. */
  async prune(now = Date.now()): Promise<Pruned> {
    const before = (ms: number) => nowIso(now - ms);
    const steps: { [K in keyof Pruned]: () => Promise<number> } = {
      idempotencyKeys: () => pruneIdempotencyKeys(this.db, before(RETENTION.idempotencyKeys)),
      approvals: () => pruneApprovals(this.db, before(RETENTION.approvals)),
      sessions: () =>
        pruneSessions(
          this.db,
          before(RETENTION.sessions),
          before(RETENTION.sessions + this.config.sessionIdleMs),
        ),
      loginThrottle: () => pruneLoginThrottle(this.db, nowIso(now), before(RETENTION.loginThrottle)),
      events: () => pruneEvents(this.db, before(RETENTION.events)),
      printJobs: () => prunePrintJobs(this.db, before(RETENTION.printJobs)),
      displays: () => pruneDisplays(this.db, before(RETENTION.displays)),
      displayEvents: () => pruneDisplayEvents(this.db, before(RETENTION.displayEvents)),
    };
    const pruned = {} as Pruned;
    for (const [table, step] of Object.entries(steps) as [keyof Pruned, () => Promise<number>][]) {
      pruned[table] = 0;
      for (let batch = PRUNE_BATCH; batch === PRUNE_BATCH;) {
        batch = await step();
        pruned[table] += batch;
        await yieldToRequests();
      }
    }
    return pruned;
  }

  /**
   * Prunes now and then every hour, on a timer that does not keep the process alive; each hour
   * also refreshes the planner's statistics (main.ts did it before listening).
   */
  start(): void {
    const run = (hourly: boolean) => {
      if (this.running) return;
      this.running = this.prune()
        .then(async (pruned) => {
          if (Object.values(pruned).some((n) => n > 0)) this.log.info({ pruned }, 'Pruned old rows');
          if (hourly) await refreshStatistics(this.db, this.config.engine, 'hourly');
        })
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'Pruning old rows or refreshing statistics failed'),
        )
        .finally(() => (this.running = null));
    };
    run(false);
    this.timer = setInterval(() => run(true), PRUNE_EVERY_MS).unref();
  }

  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
