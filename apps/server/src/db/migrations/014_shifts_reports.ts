import { sql, type ColumnDataType, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * Closing the day and the reports (issue 14).
 * - shifts: a user's till session, from a float to a counted drawer; at most one open per user.
 * - cash_movements: cash paid into or out of a shift's drawer, with a reason.
 * - z_reports: numbered (gapless) and one per business day; the snapshot is written once.
 * - expenses keep a receipt picture; orders the number of guests.
 * - Indexes for the reports' time windows: payments and refunds by user and time (a shift's
 *   drawer), orders by completion time and status changes by time (a Z), the audit log by action.
 * - Roles that take payments may run a shift; roles that manage settings manage shifts.
 * - The audit log and the Z reports are append-only in the database itself: a trigger refuses
 *   every update and delete, but for the one the users' foreign key makes when a user is deleted
 *   (their id becomes null, nothing else changes).
 */
export function shiftsReports(engine: Engine) {
  const money: ColumnDataType = engine === 'postgres' ? 'bigint' : 'integer';
  const table = (db: Kysely<unknown>, name: string) => {
    const t = db.schema.createTable(name);
    return engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await table(db, 'z_reports')
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('business_date', 'text', (c) => c.notNull().unique())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('net', money, (c) => c.notNull())
        .addColumn('difference', money, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await table(db, 'shifts')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('float', money, (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('expected', money)
        .addColumn('counted', money)
        .addColumn('difference', money)
        .addColumn('denominations', 'text')
        .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('note', 'text')
        .addColumn('z_report_id', 'integer', (c) => c.references('z_reports.id'))
        .execute();
      await db.schema
        .createIndex('shifts_one_open_idx')
        .unique()
        .on('shifts')
        .column('user_id')
        .where(sql.ref('status'), '=', 'open')
        .execute();
      await db.schema.createIndex('shifts_opened_idx').on('shifts').column('opened_at').execute();
      await db.schema.createIndex('shifts_business_date_idx').on('shifts').column('business_date').execute();
      await table(db, 'cash_movements')
        .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cash_movements_shift_idx')
        .on('cash_movements')
        .column('shift_id')
        .execute();
      await db.schema.alterTable('expenses').addColumn('receipt', 'text').execute();
      await db.schema.alterTable('orders').addColumn('guests', 'integer').execute();

      const index = (name: string, on: string, columns: string[]) =>
        db.schema.createIndex(name).on(on).columns(columns).execute();
      await index('payments_created_idx', 'payments', ['created_at']);
      await index('payments_user_idx', 'payments', ['user_id', 'created_at']);
      await index('refunds_user_idx', 'refunds', ['user_id', 'created_at']);
      await index('orders_completed_idx', 'orders', ['completed_at']);
      await index('order_status_history_created_idx', 'order_status_history', ['created_at']);
      await index('audit_log_action_idx', 'audit_log', ['action', 'created_at']);
      await index('kitchen_tickets_fired_idx', 'kitchen_tickets', ['fired_at']);

      for (const table of ['audit_log', 'z_reports']) await appendOnly(db, engine, table);

      await grant(db, 'payments.take', 'shifts.use');
      await grant(db, 'settings.manage', 'shifts.use');
      await grant(db, 'settings.manage', 'shifts.manage');
    },
  };
}

/** Gives `permission` to every role that holds `holder` (and does not have it yet). */
async function grant(db: Kysely<unknown>, holder: string, permission: string): Promise<void> {
  await sql`
    insert into role_permissions (role_id, permission)
    select role_id, ${permission} from role_permissions rp
    where rp.permission = ${holder}
      and not exists (
        select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = ${permission}
      )`.execute(db);
}

/** Triggers that make `table` append-only (see the file's comment), on either engine. */
async function appendOnly(db: Kysely<unknown>, engine: Engine, table: string): Promise<void> {
  const key = table === 'audit_log' ? 'user_id' : 'closed_by';
  const columns = await db.introspection
    .getTables()
    .then((ts) => ts.find((t) => t.name === table)!.columns.map((c) => c.name));
  const others = columns.filter((c) => c !== key);
  const message = `${table} is append-only`;
  if (engine === 'postgres') {
    const same = others.map((c) => `NEW.${c} IS NOT DISTINCT FROM OLD.${c}`).join(' AND ');
    await sql
      .raw(
        `
      CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.${key} IS NULL AND ${same} THEN RETURN NEW; END IF;
        RAISE EXCEPTION '${message}';
      END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
      )
      .execute(db);
    return;
  }
  const same = others.map((c) => `NEW.${c} IS OLD.${c}`).join(' AND ');
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
    BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
    WHEN NOT (NEW.${key} IS NULL AND ${same})
    BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    )
    .execute(db);
}
