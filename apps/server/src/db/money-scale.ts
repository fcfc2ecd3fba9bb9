import { sql } from 'kysely';
import type { Db } from './kysely.ts';

/** Every stored amount that is not tied to an order: what a change of currency must carry over. */
const AMOUNTS = [
  ['products', 'price'],
  ['modifiers', 'price'],
  ['expenses', 'amount'],
] as const;

/** The largest amount among them, to check a rescale stays within what the API returns. */
export async function largestAmount(db: Db): Promise<number> {
  let largest = 0;
  for (const [table, column] of AMOUNTS) {
    const row = await sql<{
      m: number | null;
    }>`select max(${sql.ref(column)}) as m from ${sql.table(table)}`.execute(db);
    largest = Math.max(largest, Number(row.rows[0]?.m ?? 0));
  }
  return largest;
}

/**
 * Moves every such amount `shift` decimal places (a currency with another minor unit): 79.00 SAR
 * (7900) stays 79 as 79.000 KWD (79000). A shift down rounds half away from zero (amounts are
 * never negative). Runs in the caller's transaction, with the currency change.
 */
export async function shiftAmounts(db: Db, shift: number): Promise<void> {
  if (shift === 0) return;
  const factor = sql.lit(10 ** Math.abs(shift));
  const half = sql.lit(10 ** Math.abs(shift) / 2);
  for (const [table, column] of AMOUNTS) {
    const col = sql.ref(column);
    const value = shift > 0 ? sql`${col} * ${factor}` : sql`(${col} + ${half}) / ${factor}`;
    await sql`update ${sql.table(table)} set ${col} = ${value}`.execute(db);
  }
}
