import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * The day's cash, exact under concurrency (issue 25).
 * - payments and refunds record the drawer (open shift) they went into or came out of, written
 *   under that shift's row lock, so a close counts exactly what its shift took.
 * - orders, payments and refunds record the Z report that took them in. The Z writes its number on
 *   every row that has none in one statement, so a row committed after that statement goes to the
 *   next Z: a sale is in exactly one Z, whatever commits around it. A timestamp window was not
 *   enough: a sale stamped before the Z's end could commit after the Z had read.
 * - A business day may now have several Z reports (lunch and dinner, or a late sale after the
 *   close), so z_reports.business_date is no longer unique. SQLite cannot drop a column's UNIQUE,
 *   so there the table is rebuilt, with its append-only triggers.
 * - The rows of the Z reports already written are tagged with the Z whose window held them, and
 *   the payments and refunds of existing shifts with their shift, as the windows counted them.
 */
export function exactTill(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['payments', 'refunds']) {
        await db.schema
          .alterTable(table)
          .addColumn('shift_id', 'integer', (c) => c.references('shifts.id'))
          .execute();
        await db.schema.alterTable(table).addColumn('z_number', 'integer').execute();
        await db.schema.createIndex(`${table}_shift_idx`).on(table).column('shift_id').execute();
        await db.schema.createIndex(`${table}_z_idx`).on(table).column('z_number').execute();
      }
      await db.schema.alterTable('orders').addColumn('z_number', 'integer').execute();
      await db.schema.createIndex('orders_z_idx').on('orders').column('z_number').execute();
      // What the next Z takes in: the few rows without a number, found without reading the rest.
      for (const table of ['orders', 'payments', 'refunds'])
        await db.schema
          .createIndex(`${table}_unreported_idx`)
          .on(table)
          .column('id')
          .where(sql.ref('z_number'), 'is', null)
          .execute();

      await sql`
        update payments set shift_id = (
          select s.id from shifts s where s.user_id = payments.user_id
            and payments.created_at >= s.opened_at
            and (s.closed_at is null or payments.created_at < s.closed_at))`.execute(db);
      await sql`
        update refunds set shift_id = (
          select s.id from shifts s where s.user_id = refunds.user_id
            and refunds.created_at >= s.opened_at
            and (s.closed_at is null or refunds.created_at < s.closed_at))`.execute(db);
      const zOf = (at: string) =>
        sql.raw(`(select min(z.number) from z_reports z where z.period_end > ${at})`);
      await sql`update payments set z_number = ${zOf('payments.created_at')}`.execute(db);
      await sql`update refunds set z_number = ${zOf('refunds.created_at')}`.execute(db);
      await sql`
        update orders set z_number = ${zOf('orders.completed_at')}
        where status = 'completed'`.execute(db);
      await sql`
        update orders set z_number = ${zOf(
          `(select max(h.created_at) from order_status_history h
             where h.order_id = orders.id and h.to_status = 'canceled')`,
        )}
        where status = 'canceled'`.execute(db);

      if (engine === 'postgres') {
        await sql`alter table z_reports drop constraint z_reports_business_date_key`.execute(db);
      } else {
        await rebuildZReportsOnSqlite(db);
      }
      await db.schema
        .createIndex('z_reports_business_date_idx')
        .on('z_reports')
        .column('business_date')
        .execute();
    },
  };
}

/**
 * SQLite's way to drop a column constraint: a new table, the rows copied, the old one dropped
 * and the new one renamed (https://sqlite.org/lang_altertable.html#otheralter). Foreign keys are
 * off meanwhile, so the drop does not check shifts.z_report_id against an empty table; the
 * append-only triggers go with the old table and are made again, as 014 made them.
 */
async function rebuildZReportsOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`
    create table z_reports_new (
      id integer primary key autoincrement,
      number integer not null unique,
      business_date text not null,
      currency text not null,
      period_start text not null,
      period_end text not null,
      closed_by integer references users(id) on delete set null,
      snapshot text not null,
      net integer not null,
      difference integer not null,
      created_at text not null
    )`.execute(db);
  await sql`insert into z_reports_new select id, number, business_date, currency, period_start,
    period_end, closed_by, snapshot, net, difference, created_at from z_reports`.execute(db);
  await sql`drop table z_reports`.execute(db);
  await sql`alter table z_reports_new rename to z_reports`.execute(db);
  const same = ['id', 'number', 'business_date', 'currency', 'period_start', 'period_end', 'snapshot']
    .concat(['net', 'difference', 'created_at'])
    .map((c) => `NEW.${c} IS OLD.${c}`)
    .join(' AND ');
  await sql
    .raw(
      `CREATE TRIGGER z_reports_no_delete BEFORE DELETE ON z_reports
    BEGIN SELECT RAISE(ABORT, 'z_reports is append-only'); END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER z_reports_no_update BEFORE UPDATE ON z_reports
    WHEN NOT (NEW.closed_by IS NULL AND ${same})
    BEGIN SELECT RAISE(ABORT, 'z_reports is append-only'); END`,
    )
    .execute(db);
  const broken = await sql`pragma foreign_key_check`.execute(db);
  if (broken.rows.length > 0) throw new Error('z_reports rebuild broke a foreign key');
  await sql`pragma foreign_keys = on`.execute(db);
}
