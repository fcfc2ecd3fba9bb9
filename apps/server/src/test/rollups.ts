import { expect } from 'vitest';
import type { Engine } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { rebuildRollups } from '../modules/reports/index.ts';
import { ROLLUP_KEYS } from '../db/schema-rollups.ts';

/** Every rollup's rows in key order, numbers as numbers (PostgreSQL answers bigint sums as text). */
async function snapshot(db: Db) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, keys] of Object.entries(ROLLUP_KEYS)) {
    let q = db.selectFrom(table as 'salesDays').selectAll();
    for (const key of keys) q = q.orderBy(key as 'businessDate');
    const rows = (await q.execute()) as Record<string, unknown>[];
    tables[table] = rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  }
  return tables;
}

/**
 * What the writes kept in the rollups equals what a rebuild computes from the rows themselves;
 * the kept rows stay in place (the rebuild runs in a transaction rolled back).
 */
export async function expectRollupsRebuilt(db: Db, engine: Engine, timeZone: string): Promise<void> {
  const kept = await snapshot(db);
  const rebuilt = await db
    .transaction()
    .execute(async (trx) => {
      await rebuildRollups(trx, engine, timeZone);
      throw new Rebuilt(await snapshot(trx));
    })
    .catch((e: unknown) => {
      if (e instanceof Rebuilt) return e.tables;
      throw e;
    });
  expect(kept).toEqual(rebuilt);
}

class Rebuilt extends Error {
  constructor(readonly tables: Awaited<ReturnType<typeof snapshot>>) {
    super('rolled back');
  }
}
