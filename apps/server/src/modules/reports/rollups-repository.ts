import type { PaymentMethod } from '@cashier/contracts';
import { CompiledQuery, sql, type Insertable } from 'kysely';
import { localTime } from '@cashier/sale';
import { auditKind } from '../../db/audit-kinds.ts';
import type { Db } from '../../db/kysely.ts';
import { ROLLUP_KEYS } from '../../db/schema-rollups.ts';
import type { Database } from '../../db/schema.ts';
import type { Sale, SaleLine } from '../../lib/domain-events.ts';

/*
 * The writes that keep the report rollups (db/schema-rollups.ts), each in the transaction of what
 * it counts: a completed order (completed orders never change again), a payment, an audit row.
 * Within a Store transaction they are written at its end (deferRollups); handlers.ts calls them
 * on the domain events that mean them.
 * rebuild-repository.ts computes the same tables from the rows themselves; a test holds the two
 * equal.
 */

export type RollupTable = keyof typeof ROLLUP_KEYS;

/** The 15-minute UTC bucket (its start, in the stored timestamp format) an ISO instant falls in. */
export function bucketOf(iso: string): string {
  const minute = Math.floor(Number(iso.slice(14, 16)) / 15) * 15;
  return `${iso.slice(0, 14)}${String(minute).padStart(2, '0')}:00.000Z`;
}

type Row = Record<string, unknown>;

/** Rows waiting for the end of a Store transaction, by transaction. */
const deferred = new WeakMap<Db, Map<RollupTable, Row[]>>();

/**
 * From now on the rollup rows this transaction adds wait for its end (takeRollups): on
 * PostgreSQL they are then written under the events lock in the events' own statement
 * (db/outbox.ts), so writers neither queue on shared rows nor add a round trip.
 */
export function deferRollups(trx: Db): void {
  deferred.set(trx, new Map());
}

/** Adds `rows` to a rollup: now, or at the end of a transaction that deferred them. */
export async function bump<T extends RollupTable>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  if (rows.length === 0) return;
  const later = deferred.get(db);
  if (later) later.set(table, [...(later.get(table) ?? []), ...(rows as Row[])]);
  else await db.executeQuery(upsert(db, table, rows as Row[]));
}

/** The statements that add what the transaction deferred, one per rollup, in a fixed order. */
export function takeRollups(trx: Db): CompiledQuery[] {
  const later = deferred.get(trx);
  deferred.delete(trx);
  if (!later) return [];
  return (Object.keys(ROLLUP_KEYS) as RollupTable[])
    .filter((table) => later.has(table))
    .map((table) => upsert(trx, table, later.get(table)!));
}

/**
 * The upsert adding `rows` to a rollup: rows of one key merged first (PostgreSQL refuses to touch
 * a row twice in one statement) and in key order, so two writers lock shared rows in the same
 * order and cannot deadlock. Its SQL is built once per shape (table, rows, columns) and dialect:
 * a till's sale writes several, and building a statement took four times as long as running it.
 */
function upsert(db: Db, table: RollupTable, rows: Row[]): CompiledQuery {
  const keys: readonly string[] = ROLLUP_KEYS[table];
  const sums = Object.keys(rows[0]!).filter((c) => !keys.includes(c));
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const key = JSON.stringify(keys.map((k) => row[k]));
    const seen = merged.get(key);
    if (seen) for (const c of sums) seen[c] = Number(seen[c]) + Number(row[c]);
    else merged.set(key, { ...row });
  }
  const ordered = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  const columns = Object.keys(ordered[0]!);
  const shape = `${table}:${ordered.length}:${columns.join()}`;
  // Per dialect: SQLite and PostgreSQL spell parameters differently (one process may hold both).
  const adapter = db.getExecutor().adapter;
  const cache = compiled.get(adapter) ?? compiled.set(adapter, new Map()).get(adapter)!;
  let text = cache.get(shape);
  if (text === undefined) {
    text = db
      .insertInto(table)
      .values(ordered)
      .onConflict((oc) =>
        oc
          .columns(keys as never)
          .doUpdateSet(
            Object.fromEntries(
              sums.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
            ),
          ),
      )
      .compile().sql;
    cache.set(shape, text);
  }
  return CompiledQuery.raw(
    text,
    ordered.flatMap((r) => columns.map((c) => r[c])),
  );
}

const compiled = new WeakMap<object, Map<string, string>>();

/**
 * The local hour of an instant, remembered by zone and 15-minute bucket: every zone's offset is a
 * whole number of quarter hours, so one bucket has one local hour, and asking Intl costs more
 * than all of a sale's rollup writes.
 */
function localHour(timeZone: string, iso: string): number {
  const key = `${timeZone} ${bucketOf(iso)}`;
  let hour = hours.get(key);
  if (hour === undefined) {
    if (hours.size >= 4096) hours.clear();
    hour = localTime(timeZone, Date.parse(iso)).hour;
    hours.set(key, hour);
  }
  return hour;
}

const hours = new Map<string, number>();

/**
 * A line's share of its order's discount: line total × discount ÷ subtotal, rounded half up in
 * integers, as (2ab + c) div 2c (the SQL of the rebuild computes the same).
 */
function discountShare(line: number, discount: number, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const [a, b, c] = [BigInt(line), BigInt(discount), BigInt(subtotal)];
  return Number((2n * a * b + c) / (2n * c));
}

/** Counts a completed order in the sales rollups; its hour is of its opening on the restaurant's clock. */
export async function addSale(db: Db, o: Sale, lines: SaleLine[], timeZone: string): Promise<void> {
  const day = { businessDate: o.businessDate, currency: o.currency };
  const userId = o.userId ?? 0;
  await bump(db, 'salesDays', [
    {
      ...day,
      type: o.type,
      userId,
      orders: 1,
      guests: o.guests ?? 0,
      gross: o.subtotal,
      discounts: o.discountTotal,
      discounted: o.discountTotal > 0 ? 1 : 0,
      serviceCharge: o.serviceCharge,
      tax: o.taxTotal,
      taxAdded: o.taxInclusive ? 0 : o.taxTotal,
      sales: o.total,
    },
  ]);
  const hour = localHour(timeZone, o.createdAt);
  await bump(db, 'salesHours', [{ ...day, userId, hour, orders: 1, sales: o.total }]);
  if (o.tableId !== null)
    await bump(db, 'salesTables', [{ ...day, userId, tableId: o.tableId, orders: 1, sales: o.total }]);
  await bump(
    db,
    'salesProducts',
    lines.map((l) => ({
      ...day,
      productId: l.productId ?? 0,
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      quantity: l.quantity,
      gross: l.lineTotal,
      discounts: discountShare(l.lineTotal, o.discountTotal, o.subtotal),
    })),
  );
  await bump(
    db,
    'salesModifiers',
    lines
      .filter((l) => l.modifiers !== '[]')
      .map((l) => ({ ...day, modifiers: l.modifiers, quantity: l.quantity })),
  );
}

/** Counts a cancelled order (cancels are final too) under the user who cancelled it. */
export async function addVoid(
  db: Db,
  o: { businessDate: string; currency: string; total: number },
  userId: number | null,
): Promise<void> {
  await bump(db, 'salesVoids', [
    { businessDate: o.businessDate, currency: o.currency, userId: userId ?? 0, voids: 1, total: o.total },
  ]);
}

/**
 * Counts a payment. `currency` is its order's; a settlement of an account has no order and is
 * kept with currency '' (accounts are in the restaurant's currency, whichever that is).
 */
export async function countPayment(
  db: Db,
  p: { createdAt: string; method: PaymentMethod; amount: number; currency: string | null },
): Promise<void> {
  await bump(db, 'paymentBuckets', [
    {
      bucket: bucketOf(p.createdAt),
      currency: p.currency ?? '',
      method: p.method,
      settlement: p.currency === null ? 1 : 0,
      count: 1,
      amount: p.amount,
    },
  ]);
}

/** Counts audit rows in their buckets, by kind and user. */
export async function countAudits(
  db: Db,
  rows: { userId: number | null; action: string; data: string | null; createdAt: string }[],
): Promise<void> {
  await bump(
    db,
    'auditBuckets',
    rows.map((r) => ({
      bucket: bucketOf(r.createdAt),
      kind: auditKind(r.action, r.data),
      userId: r.userId ?? 0,
      count: 1,
    })),
  );
}
