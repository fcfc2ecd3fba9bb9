import type { SearchResponse } from '@cashier/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/** `%text%` for LIKE with `\` as the escape, so a typed `%` or `_` matches itself. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether any of the columns contains `text`, ignoring case the same way on both engines:
 * SQLite's LIKE folds only ASCII and PostgreSQL's LIKE folds nothing, so both sides go through
 * the engine's lower().
 */
function anyContains(columns: string[], text: string): RawBuilder<boolean> {
  const pattern = containing(text);
  const tests = columns.map((c) => sql`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** Products, active or not, by English or Arabic name, SKU or barcode. */
export function findProducts(db: Db, text: string, limit: number): Promise<SearchResponse['products']> {
  return db
    .selectFrom('products')
    .select(['id', 'nameEn as name', 'nameAr', 'sku'])
    .where(anyContains(['name_en', 'name_ar', 'sku', 'barcode'], text))
    .orderBy('nameEn')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Customers by name, phone or e-mail; phones are stored without spaces or dashes. */
export function findCustomers(db: Db, text: string, limit: number): Promise<SearchResponse['customers']> {
  const digits = text.replace(/[ -]/g, '');
  const matches = [anyContains(['name', 'email'], text)];
  if (digits) matches.push(anyContains(['phone'], digits));
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'phone'])
    .where((eb) => eb.or(matches))
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Orders whose daily ticket or invoice number is `n`, newest first. */
export async function findOrders(db: Db, n: number, limit: number): Promise<SearchResponse['orders']> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'ticketNumber', 'invoiceNumber', 'type', 'status', 'total'])
    .where((eb) => eb.or([eb('ticketNumber', '=', n), eb('invoiceNumber', '=', n)]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}
