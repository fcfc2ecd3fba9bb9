import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../config.ts';
import { engines } from '../../test/harness.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

/**
 * A restaurant upgrading to migration 016 keeps its history: the rows its Z reports counted by time
 * carry those Zs' numbers (so the next Z does not take them in again), payments and refunds made
 * in a shift carry it, and the Z reports stay append-only, now with several allowed a day.
 */
describe.each(engines())('upgrading to money placed by drawer and Z on %s', (engine: Engine) => {
  it('tags what earlier Zs and shifts counted, and keeps the Z reports append-only', async () => {
    const { db, close } = await emptyDatabase(engine, 'cashier_upgrade', { migrate: false });
    try {
      const migrator = new Migrator({
        db: db.withoutPlugins(),
        provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
      });
      expect((await migrator.migrateTo('015_report_rollups')).error).toBeUndefined();
      const at = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`;
      await sql`insert into roles (id, name, description, system, created_at) values (1, 'owner', '', 1, ${at(0)})`.execute(
        db,
      );
      await sql`insert into users (id, name, email, password_hash, role_id, locale, active, created_at, updated_at)
        values (1, 'Cass', 'c@test.local', 'x', 1, 'en', 1, ${at(0)}, ${at(0)})`.execute(db);
      // A shift 08:00–12:00, a Z at 13:00, and one still open from 14:00.
      await sql`insert into shifts (id, user_id, status, business_date, opened_at, float, closed_at, expected, counted, difference)
        values (1, 1, 'closed', '2026-11-24', ${at(8)}, 1000, ${at(12)}, 1500, 1500, 0)`.execute(db);
      await sql`insert into shifts (id, user_id, status, business_date, opened_at, float)
        values (2, 1, 'open', '2026-11-24', ${at(14)}, 500)`.execute(db);
      await sql`insert into z_reports (id, number, business_date, currency, period_start, period_end, snapshot, net, difference, created_at)
        values (1, 1, '2026-11-24', 'SAR', ${at(0)}, ${at(13)}, '{}', 500, 0, ${at(13)})`.execute(db);
      await sql`update shifts set z_report_id = 1 where id = 1`.execute(db);
      for (const [id, status, hour] of [
        [1, 'completed', 9],
        [2, 'completed', 15],
        [3, 'canceled', 10],
        [4, 'in-progress', 11],
      ] as const) {
        await sql`insert into orders (id, uuid, type, status, version, ticket_number, business_date, subtotal,
            discount_value, discount_total, service_charge_bp, service_charge, tax_rate_bp, tax_inclusive,
            tax_total, total, paid_total, currency, created_at, updated_at, completed_at)
          values (${id}, ${`u${id}`}, 'pos', ${status}, 1, ${id}, '2026-11-24', 500, 0, 0, 0, 0, 0, 1, 0,
            500, 500, 'SAR', ${at(hour)}, ${at(hour)}, ${status === 'completed' ? at(hour) : null})`.execute(
          db,
        );
        await sql`insert into order_status_history (order_id, to_status, user_id, created_at)
          values (${id}, ${status}, 1, ${at(hour)})`.execute(db);
        await sql`insert into payments (id, order_id, method, amount, change, user_id, created_at)
          values (${id}, ${id}, 'cash', 500, 0, 1, ${at(hour)})`.execute(db);
      }
      await sql`insert into refunds (id, order_id, amount, method, reason, user_id, created_at)
        values (1, 3, 500, 'cash', 'void', 1, ${at(10)})`.execute(db);

      await migrateToLatest(db, engine);

      const orders = await db.selectFrom('orders').select(['id', 'zNumber']).orderBy('id').execute();
      expect(orders.map((o) => [o.id, o.zNumber])).toEqual([
        [1, 1],
        [2, null],
        [3, 1],
        [4, null],
      ]);
      const payments = await db
        .selectFrom('payments')
        .select(['id', 'shiftId', 'zNumber'])
        .orderBy('id')
        .execute();
      expect(payments.map((p) => [p.id, p.shiftId, p.zNumber])).toEqual([
        [1, 1, 1],
        [2, 2, null],
        [3, 1, 1],
        [4, 1, 1],
      ]);
      const refunds = await db.selectFrom('refunds').select(['shiftId', 'zNumber']).execute();
      expect(refunds).toEqual([{ shiftId: 1, zNumber: 1 }]);

      // A second Z on the same day is allowed; changing or deleting one is not.
      await sql`insert into z_reports (id, number, business_date, currency, period_start, period_end, snapshot, net, difference, created_at)
        values (2, 2, '2026-11-24', 'SAR', ${at(13)}, ${at(20)}, '{}', 0, 0, ${at(20)})`.execute(db);
      await expect(sql`delete from z_reports`.execute(db)).rejects.toThrow(/append-only/);
      await expect(sql`update z_reports set net = 1`.execute(db)).rejects.toThrow(/append-only/);
      await expect(
        sql`insert into z_reports (id, number, business_date, currency, period_start, period_end, snapshot, net, difference, created_at)
        values (3, 2, '2026-11-25', 'SAR', '', '', '{}', 0, 0, '')`.execute(db),
      ).rejects.toThrow();
      // Deleting a user still empties their id on the Z, and the shifts still point at real Zs.
      await sql`update z_reports set closed_by = null where number = 1`.execute(db);
      await expect(sql`update shifts set z_report_id = 999 where id = 2`.execute(db)).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
