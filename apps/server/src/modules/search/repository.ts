import type { SearchResponse } from '@cashier/contracts';
import { anyContains } from '../../db/contains.ts';
import type { Db } from '../../db/kysely.ts';

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

/**
 * Orders whose daily ticket or invoice number is `n`, newest first. Two lookups rather than one OR:
 * each runs on its own index (`orders_ticket_idx` holds tickets in id order), whereas PostgreSQL
 * plans the OR as a backward walk over every order, which for a number no order carries reads the
 * whole history.
 */
export async function findOrders(db: Db, n: number, limit: number): Promise<SearchResponse['orders']> {
  const columns = ['id', 'ticketNumber', 'invoiceNumber', 'type', 'status', 'total'] as const;
  const [byTicket, byInvoice] = await Promise.all([
    db
      .selectFrom('orders')
      .select(columns)
      .where('ticketNumber', '=', n)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db.selectFrom('orders').select(columns).where('invoiceNumber', '=', n).execute(),
  ]);
  const byId = new Map([...byTicket, ...byInvoice].map((r) => [r.id, { ...r, total: Number(r.total) }]));
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, limit);
}
