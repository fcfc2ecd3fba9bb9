import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../config.ts';
import { auditKindSql } from '../../db/audit-kinds.ts';
import type { Db } from '../../db/kysely.ts';
import { localClocks } from '../../db/local-clock.ts';
import { ROLLUP_KEYS } from '../../db/schema-rollups.ts';

/*
 * The report rollups computed from scratch, in SQL, from the orders, lines, payments and audit
 * rows: the migration that adds them fills them this way, a generated dataset too, and the tests
 * compare what the writes kept (rollups-repository.ts) with it.
 */

/** The 15-minute bucket of a stored timestamp, as rollups-repository.ts bucketOf computes it. */
function bucketSql(engine: Engine, column: string): RawBuilder<string> {
  const c = sql.ref(column);
  const quarter = sql`cast(substr(${c}, 15, 2) as integer) / 15 * 15`;
  const minute =
    engine === 'postgres' ? sql`lpad(cast(${quarter} as text), 2, '0')` : sql`printf('%02d', ${quarter})`;
  return sql<string>`substr(${c}, 1, 14) || ${minute} || ':00.000Z'`;
}

const completed = (db: Db) => db.selectFrom('orders as o').where('o.status', '=', 'completed');

async function salesDays(db: Db) {
  await db
    .insertInto('salesDays')
    .columns([
      'businessDate',
      'currency',
      'type',
      'userId',
      'orders',
      'guests',
      'gross',
      'discounts',
      'discounted',
      'serviceCharge',
      'tax',
      'taxAdded',
      'sales',
    ])
    .expression(
      completed(db)
        .select((eb) => [
          'o.businessDate',
          'o.currency',
          'o.type',
          eb.fn.coalesce('o.userId', eb.lit(0)).as('userId'),
          eb.fn.countAll().as('orders'),
          eb.fn.sum(eb.fn.coalesce('o.guests', eb.lit(0))).as('guests'),
          eb.fn.sum('o.subtotal').as('gross'),
          eb.fn.sum('o.discountTotal').as('discounts'),
          eb.fn.sum(eb.case().when('o.discountTotal', '>', 0).then(1).else(0).end()).as('discounted'),
          eb.fn.sum('o.serviceCharge').as('serviceCharge'),
          eb.fn.sum('o.taxTotal').as('tax'),
          eb.fn
            .sum(eb.case().when('o.taxInclusive', '=', 0).then(eb.ref('o.taxTotal')).else(0).end())
            .as('taxAdded'),
          eb.fn.sum('o.total').as('sales'),
        ])
        .groupBy(['o.businessDate', 'o.currency', 'o.type', 'userId']),
    )
    .execute();
}

async function salesVoids(db: Db) {
  await db
    .insertInto('salesVoids')
    .columns(['businessDate', 'currency', 'userId', 'voids', 'total'])
    .expression(
      db
        .selectFrom('orders as o')
        .innerJoin('orderStatusHistory as h', (j) =>
          j.onRef('h.orderId', '=', 'o.id').on('h.toStatus', '=', 'canceled'),
        )
        .select((eb) => [
          'o.businessDate',
          'o.currency',
          eb.fn.coalesce('h.userId', eb.lit(0)).as('userId'),
          eb.fn.countAll().as('voids'),
          eb.fn.sum('o.total').as('total'),
        ])
        .where('o.status', '=', 'canceled')
        .groupBy(['o.businessDate', 'o.currency', 'h.userId']),
    )
    .execute();
}

/** Hours on the restaurant's clock: one statement per stretch of one offset, added together. */
async function salesHours(db: Db, engine: Engine, timeZone: string) {
  const span = await completed(db)
    .select((eb) => [eb.fn.min('o.createdAt').as('first'), eb.fn.max('o.createdAt').as('last')])
    .executeTakeFirst();
  if (!span?.first || !span.last) return;
  const end = new Date(Date.parse(span.last) + 1).toISOString();
  for (const clock of localClocks(engine, { start: span.first, end }, timeZone, 0)) {
    await db
      .insertInto('salesHours')
      .columns(['businessDate', 'currency', 'userId', 'hour', 'orders', 'sales'])
      .expression(
        completed(db)
          .select((eb) => [
            'o.businessDate',
            'o.currency',
            eb.fn.coalesce('o.userId', eb.lit(0)).as('userId'),
            clock.hour('o.createdAt').as('hour'),
            eb.fn.countAll().as('orders'),
            eb.fn.sum('o.total').as('sales'),
          ])
          .where('o.createdAt', '>=', clock.segment.start)
          .where('o.createdAt', '<', clock.segment.end)
          .groupBy(['o.businessDate', 'o.currency', 'userId', 'hour']),
      )
      .onConflict((oc) =>
        oc.columns([...ROLLUP_KEYS.salesHours]).doUpdateSet((eb) => ({
          orders: eb('salesHours.orders', '+', eb.ref('excluded.orders')),
          sales: eb('salesHours.sales', '+', eb.ref('excluded.sales')),
        })),
      )
      .execute();
  }
}

async function salesTables(db: Db) {
  await db
    .insertInto('salesTables')
    .columns(['businessDate', 'currency', 'userId', 'tableId', 'orders', 'sales'])
    .expression(
      completed(db)
        .select((eb) => [
          'o.businessDate',
          'o.currency',
          eb.fn.coalesce('o.userId', eb.lit(0)).as('userId'),
          eb.fn.coalesce('o.tableId', eb.lit(0)).as('tableId'),
          eb.fn.countAll().as('orders'),
          eb.fn.sum('o.total').as('sales'),
        ])
        .where('o.tableId', 'is not', null)
        .groupBy(['o.businessDate', 'o.currency', 'userId', 'tableId']),
    )
    .execute();
}

async function salesProducts(db: Db) {
  await db
    .insertInto('salesProducts')
    .columns(['businessDate', 'currency', 'productId', 'nameEn', 'nameAr', 'quantity', 'gross', 'discounts'])
    .expression(
      completed(db)
        .innerJoin('orderLines as l', 'l.orderId', 'o.id')
        .select((eb) => [
          'o.businessDate',
          'o.currency',
          eb.fn.coalesce('l.productId', eb.lit(0)).as('productId'),
          'l.nameEn',
          'l.nameAr',
          eb.fn.sum('l.quantity').as('quantity'),
          eb.fn.sum('l.lineTotal').as('gross'),
          eb.fn
            .sum(
              eb
                .case()
                .when('o.subtotal', '>', 0)
                .then(
                  sql<number>`(2 * ${eb.ref('l.lineTotal')} * ${eb.ref('o.discountTotal')} + ${eb.ref('o.subtotal')}) / (2 * ${eb.ref('o.subtotal')})`,
                )
                .else(0)
                .end(),
            )
            .as('discounts'),
        ])
        .groupBy(['o.businessDate', 'o.currency', 'productId', 'l.nameEn', 'l.nameAr']),
    )
    .execute();
}

async function salesModifiers(db: Db) {
  await db
    .insertInto('salesModifiers')
    .columns(['businessDate', 'currency', 'modifiers', 'quantity'])
    .expression(
      completed(db)
        .innerJoin('orderLines as l', 'l.orderId', 'o.id')
        .select((eb) => [
          'o.businessDate',
          'o.currency',
          'l.modifiers',
          eb.fn.sum('l.quantity').as('quantity'),
        ])
        .where('l.modifiers', '!=', '[]')
        .groupBy(['o.businessDate', 'o.currency', 'l.modifiers']),
    )
    .execute();
}

async function paymentBuckets(db: Db, engine: Engine) {
  await db
    .insertInto('paymentBuckets')
    .columns(['bucket', 'currency', 'method', 'settlement', 'count', 'amount'])
    .expression(
      db
        .selectFrom('payments as p')
        .leftJoin('orders as o', 'o.id', 'p.orderId')
        .select((eb) => [
          bucketSql(engine, 'p.createdAt').as('bucket'),
          eb.fn.coalesce('o.currency', sql<string>`''`).as('currency'),
          'p.method',
          eb.case().when('p.orderId', 'is', null).then(1).else(0).end().as('settlement'),
          eb.fn.countAll().as('count'),
          eb.fn.sum('p.amount').as('amount'),
        ])
        .groupBy(['bucket', 'currency', 'p.method', 'settlement']),
    )
    .execute();
}

async function auditBuckets(db: Db, engine: Engine) {
  await db
    .insertInto('auditBuckets')
    .columns(['bucket', 'kind', 'userId', 'count'])
    .expression(
      db
        .selectFrom('auditLog')
        .select((eb) => [
          bucketSql(engine, 'auditLog.createdAt').as('bucket'),
          auditKindSql(eb).as('kind'),
          eb.fn.coalesce('auditLog.userId', eb.lit(0)).as('userId'),
          eb.fn.countAll().as('count'),
        ])
        .groupBy(['bucket', 'kind', 'userId']),
    )
    .execute();
}

/** Empties every rollup and computes it again from the rows (in the caller's transaction, if any). */
export async function rebuildRollups(db: Db, engine: Engine, timeZone: string): Promise<void> {
  for (const table of Object.keys(ROLLUP_KEYS) as (keyof typeof ROLLUP_KEYS)[])
    await db.deleteFrom(table).execute();
  await salesDays(db);
  await salesVoids(db);
  await salesHours(db, engine, timeZone);
  await salesTables(db);
  await salesProducts(db);
  await salesModifiers(db);
  await paymentBuckets(db, engine);
  await auditBuckets(db, engine);
}
