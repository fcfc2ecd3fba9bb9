import { sql, type Kysely } from 'kysely';

/** What the ZATCA QR needs of a VAT number, as 019 found it (packages/contracts/src/zatca.ts). */
const ZATCA_VAT = /^3\d{13}3$/;
/** The default English footer, and the Arabic an untouched one gets beside it. */
const DEFAULT_FOOTER = 'Thank you for your visit';
const DEFAULT_FOOTER_AR = 'شكرًا لزيارتكم';

/** A setting's value, or undefined when the row is missing (a fresh database: the seed adds it). */
async function setting(db: Kysely<unknown>, key: string): Promise<string | undefined> {
  const { rows } = await sql<{ value: string }>`select value from settings where key = ${key}`.execute(db);
  return rows[0]?.value;
}

/** Writes a setting, adding its row when it is missing. */
async function put(db: Kysely<unknown>, key: string, value: string, have: boolean): Promise<void> {
  const now = new Date().toISOString();
  await (
    have
      ? sql`update settings set value = ${value}, updated_at = ${now} where key = ${key}`
      : sql`insert into settings (key, value, updated_at) values (${key}, ${value}, ${now})`
  ).execute(db);
}

function storedConfig(json: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Names entered once and in both languages (issue 26):
 * - `dining_tables.area_ar`: an area's Arabic name beside its English one, as dishes have;
 * - the seller name and VAT number move from the ZATCA plugin's configuration to the General
 *   settings (`seller_name`, `vat_number`), the one place they are now entered. A value an owner
 *   typed into the plugin is carried over where the General setting is empty, and the plugin's VAT
 *   number also replaces a General one the QR could not carry while the plugin is on (so an
 *   upgrade neither loses a value nor switches off a working QR). A plugin seller name equal to
 *   the restaurant's name is not copied: `seller_name` falls back to it. The plugin keeps no copy;
 * - `receipt_footer_ar`: the Arabic footer, 'شكرًا لزيارتكم' beside the untouched default English
 *   footer, empty (the English one prints) beside a footer the restaurant wrote itself.
 */
export function bilingualNames() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('dining_tables').addColumn('area_ar', 'text').execute();

      const { rows } = await sql<{
        id: number;
        enabled: number | boolean;
        config: string;
      }>`select id, enabled, config from plugins where key = 'zatca'`.execute(db);
      const plugin = rows[0];
      if (plugin) {
        const config = storedConfig(plugin.config);
        const sellerName = typeof config.sellerName === 'string' ? config.sellerName.trim() : '';
        const vatNumber = typeof config.vatNumber === 'string' ? config.vatNumber.trim() : '';
        const restaurant = (await setting(db, 'restaurant_name')) ?? '';
        const seller = await setting(db, 'seller_name');
        if (sellerName && !seller && sellerName !== restaurant.trim()) {
          await put(db, 'seller_name', sellerName, seller !== undefined);
        }
        const vat = await setting(db, 'vat_number');
        const on = Number(plugin.enabled) === 1;
        if (vatNumber && (!vat?.trim() || (on && !ZATCA_VAT.test(vat.trim())))) {
          await put(db, 'vat_number', vatNumber, vat !== undefined);
        }
        await sql`update plugins set config = '{}' where id = ${plugin.id}`.execute(db);
      }

      const footer = await setting(db, 'receipt_footer');
      if (footer !== undefined && (await setting(db, 'receipt_footer_ar')) === undefined) {
        await put(db, 'receipt_footer_ar', footer.trim() === DEFAULT_FOOTER ? DEFAULT_FOOTER_AR : '', false);
      }
    },
  };
}
