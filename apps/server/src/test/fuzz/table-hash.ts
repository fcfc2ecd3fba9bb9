import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';

/**
 * Tables a refused request may still write: the audit trail, its counts and the outbox (a failed
 * sign-in is recorded), sessions (last seen), sign-in throttling, and the migrator's own. Every other table
 * holds the restaurant's data (counters and idempotency keys included: a refused order must not
 * take an invoice number or remember its key), found at run time so a table added later is covered.
 */
export const BOOKKEEPING_TABLES = [
  'audit_log',
  'audit_buckets',
  'events',
  'sessions',
  'login_throttle',
  'kysely_migration',
  'kysely_migration_lock',
];

/**
 * Columns the print worker writes on its own, in the background, as it sends, retries, gives up
 * on or flags a job: what it does between a fuzzed request's two fingerprints is not that
 * request's doing. The rest of those rows (a job made, deleted or moved; a printer's settings)
 * is still checked.
 */
const WORKER_COLUMNS: Record<string, string[]> = {
  print_jobs: [
    'status',
    'attempts',
    'last_error',
    'updated_at',
    'next_at',
    'claimed_at',
    'printed_at',
    'copy',
    'late',
  ],
  printers: ['last_success_at', 'last_error', 'last_error_at'],
};

async function businessTables(db: Db, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows
    .map((r) => r.name)
    .filter((name) => !BOOKKEEPING_TABLES.includes(name))
    .sort();
}

/**
 * A fingerprint of every business table, by table name: on PostgreSQL one query hashing each
 * table's rows (as text, sorted, so physical order does not matter); on SQLite the rows read,
 * sorted as text the same way (the rollups have no rowid) and hashed here.
 */
export async function hashTables(db: Db, engine: Engine): Promise<Map<string, string>> {
  const raw = db.withoutPlugins();
  const tables = await businessTables(raw, engine);
  if (engine === 'postgres') {
    const parts = tables.map((t) => {
      const row = WORKER_COLUMNS[t] ? sql`(to_jsonb(x) - ${WORKER_COLUMNS[t]}::text[])::text` : sql`x::text`;
      return sql`select ${t} as name, md5(coalesce(string_agg(${row}, E'\n' order by ${row}), '')) as hash from ${sql.table(t)} x`;
    });
    const { rows } = await sql<{ name: string; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(
      raw,
    );
    return new Map(rows.map((r) => [r.name, r.hash]));
  }
  const hashes = new Map<string, string>();
  for (const t of tables) {
    const { rows } = await sql`select * from ${sql.table(t)}`.execute(raw);
    const skip = WORKER_COLUMNS[t] ?? [];
    const text = rows
      .map((r) =>
        JSON.stringify(Object.fromEntries(Object.entries(r as object).filter(([k]) => !skip.includes(k)))),
      )
      .sort();
    hashes.set(t, createHash('sha256').update(text.join('\n')).digest('hex'));
  }
  return hashes;
}

/** The tables whose fingerprint differs between two hashes. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
