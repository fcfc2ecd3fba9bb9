import { sql } from 'kysely';
import type { Engine } from '../config.ts';
import type { Db } from './kysely.ts';

/**
 * Keeps the query planner's statistics fresh: before the server listens (`start`), then hourly
 * with the pruning. Without them SQLite's planner guesses: over a million orders it read a
 * report's day through the status index (97% of orders are completed) instead of the
 * business-date index, and took a second where it takes milliseconds.
 * - SQLite: PRAGMA optimize, at start over every table (0x10002), later over the tables used
 *   since; it analyzes only a table never analyzed or grown a lot, so it is usually instant. Whole
 *   tables, not a sample: a sample of a thousand rows saw one status and one date, and misled
 *   the planner as badly as none (about 3 s once over a million orders).
 * - PostgreSQL: autovacuum analyzes in the background; this also analyzes a table never analyzed
 *   or changed by more than a tenth since, as after a bulk load or a restore.
 */
export async function refreshStatistics(db: Db, engine: Engine, when: 'start' | 'hourly'): Promise<void> {
  if (engine === 'sqlite') {
    await (when === 'start' ? sql`PRAGMA optimize = 0x10002` : sql`PRAGMA optimize`).execute(db);
    return;
  }
  const stale = await sql<{ relname: string }>`
    select relname from pg_stat_user_tables
    where coalesce(last_analyze, last_autoanalyze) is null
       or (n_live_tup > 1000 and n_mod_since_analyze > n_live_tup / 10)`.execute(db);
  for (const t of stale.rows) await sql`analyze ${sql.id(t.relname)}`.execute(db);
}
