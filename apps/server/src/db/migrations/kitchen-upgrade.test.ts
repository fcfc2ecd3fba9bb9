import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../config.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the upgrade is checked against the kitchen's own plan
import { planKitchen } from '../../modules/kitchen/plan.ts';
import { engines } from '../../test/harness.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

/**
 * Orders open when a restaurant upgrades were sent before the kitchen existed. After migration 011
 * their lines count as sent (and served, off every screen): the kitchen's comparison finds nothing
 * to send for them, so the next change sends only what changed.
 */
describe.each(engines())('upgrading to the kitchen on %s', (engine: Engine) => {
  it('records the lines of open orders as sent, and leaves parked and closed ones alone', async () => {
    const { db, close } = await emptyDatabase(engine, 'cashier_upgrade', { migrate: false });
    try {
      const migrator = new Migrator({
        db: db.withoutPlugins(),
        provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
      });
      expect((await migrator.migrateTo('010_retention_indexes')).error).toBeUndefined();
      const now = new Date().toISOString();
      for (const [id, type, status] of [
        [1, 'pos', 'in-progress'],
        [2, 'hold', 'new'],
        [3, 'pos', 'completed'],
      ] as const) {
        await sql`insert into orders (id, uuid, type, status, version, ticket_number, business_date, subtotal,
            discount_value, discount_total, service_charge_bp, service_charge, tax_rate_bp, tax_inclusive,
            tax_total, total, paid_total, currency, created_at, updated_at)
          values (${id}, ${`u${id}`}, ${type}, ${status}, 1, ${id}, '2026-11-24', 1000, 0, 0, 0, 0, 0, 1, 0,
            1000, 0, 'SAR', ${now}, ${now})`.execute(db);
        await sql`insert into order_lines (order_id, name_en, name_ar, unit_price, quantity, modifiers, line_total, note, seat)
          values (${id}, 'Tea', 'شاي', 500, 2, ${'[{"id":7,"nameEn":"Mint","nameAr":"نعناع","price":0}]'}, 1000, 'Hot', 2)`.execute(
          db,
        );
      }
      await migrateToLatest(db, engine);
      const items = await db.selectFrom('kitchenItems').selectAll().execute();
      expect(items.map((i) => [i.orderId, i.state, i.quantity])).toEqual([[1, 'served', 2]]);
      const tickets = await db.selectFrom('kitchenTickets').selectAll().execute();
      expect(tickets.map((k) => [k.orderId, k.kind, k.bumpedAt !== null])).toEqual([[1, 'fire', true]]);
      const [line] = await db.selectFrom('orderLines').selectAll().where('orderId', '=', 1).execute();
      const wanted = {
        ...line!,
        modifiers: JSON.parse(line!.modifiers) as { id: number; nameEn: string; nameAr: string }[],
        stationId: null,
        prepMinutes: null,
      };
      expect(planKitchen([wanted], items)).toEqual({ add: [], void: [] });
    } finally {
      await close();
    }
  });
});
