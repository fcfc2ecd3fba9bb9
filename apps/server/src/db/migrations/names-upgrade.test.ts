import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../config.ts';
import { engines } from '../../test/harness.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

interface Before {
  settings: Record<string, string>;
  zatca: { enabled: boolean; config: Record<string, string> };
}

/** A restaurant as 018 left it, upgraded: its settings and the ZATCA plugin's stored config after. */
async function upgrade(engine: Engine, before: Before) {
  const { db, close } = await emptyDatabase(engine, 'cashier_names', { migrate: false });
  try {
    const migrator = new Migrator({
      db: db.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
    });
    expect((await migrator.migrateTo('018_display_owners')).error).toBeUndefined();
    const now = new Date().toISOString();
    await db
      .insertInto('settings')
      .values(Object.entries(before.settings).map(([key, value]) => ({ key, value, updatedAt: now })))
      .execute();
    await db
      .insertInto('plugins')
      .values({
        key: 'zatca',
        name: 'ZATCA e-invoice QR',
        description: '',
        enabled: before.zatca.enabled ? 1 : 0,
        config: JSON.stringify(before.zatca.config),
        updatedAt: now,
      })
      .execute();
    await migrateToLatest(db, engine);
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    const plugin = await db.selectFrom('plugins').select('config').executeTakeFirstOrThrow();
    return { settings: Object.fromEntries(rows.map((r) => [r.key, r.value])), config: plugin.config };
  } finally {
    await close();
  }
}

/**
 * Upgrading to 019 loses nothing an owner typed: the seller name and VAT number entered in the
 * ZATCA plugin move to the General settings where those are empty (and a VAT number the QR code
 * could not carry gives way while the QR code is on), and the plugin keeps no copy.
 */
describe.each(engines())('upgrading to one seller and bilingual names on %s', (engine: Engine) => {
  it('carries the plugin’s seller name and VAT number into empty General settings', async () => {
    const after = await upgrade(engine, {
      settings: {
        restaurant_name: 'Bayt Al Grill',
        vat_number: '',
        receipt_footer: 'Thank you for your visit',
      },
      zatca: { enabled: true, config: { sellerName: 'شركة بيت المشاوي', vatNumber: '310122393500003' } },
    });
    expect(after.settings).toMatchObject({
      restaurant_name: 'Bayt Al Grill',
      seller_name: 'شركة بيت المشاوي',
      vat_number: '310122393500003',
      receipt_footer_ar: 'شكرًا لزيارتكم',
    });
    expect(after.config).toBe('{}');
  });

  it('keeps what General settings hold; replaces a VAT number the QR code could not carry only while it is on', async () => {
    const kept = await upgrade(engine, {
      settings: {
        restaurant_name: 'Bayt',
        seller_name: '',
        vat_number: 'VAT 3101',
        receipt_footer: 'Come back!',
      },
      zatca: { enabled: false, config: { sellerName: 'Bayt', vatNumber: '310122393500003' } },
    });
    // The plugin's name was the restaurant's: seller_name stays empty and falls back to it.
    expect(kept.settings).toMatchObject({ seller_name: '', vat_number: 'VAT 3101', receipt_footer_ar: '' });
    expect(kept.config).toBe('{}');
    const on = await upgrade(engine, {
      settings: { restaurant_name: 'Bayt', vat_number: '3101 2239 3500 003' },
      zatca: { enabled: true, config: { sellerName: 'Bayt', vatNumber: '310122393500003' } },
    });
    expect(on.settings.vat_number).toBe('310122393500003');
    expect(on.settings.seller_name).toBeUndefined();
  });
});
