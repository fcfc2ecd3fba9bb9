import type { Customer, CustomersQuery, SearchResponse } from '@cashier/contracts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import { anyContains } from '../../db/contains.ts';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { CustomerTable } from '../../db/schema.ts';

function toCustomer(r: Selectable<CustomerTable>): Customer {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    subscriber: r.subscriber === 1,
    status: r.status,
    balance: Number(r.balance),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/**
 * One page of customers, how many match and what they owe together: optionally only subscribers,
 * those who owe, the given ids and those matching `q` (case-insensitive, over name, phone and
 * e-mail; a phone typed with spaces or dashes matches the stored digits). Sorted by a column, rows
 * without a value last either way, ties by id.
 */
export async function pageCustomers(
  db: Db,
  query: z.output<typeof CustomersQuery>,
): Promise<{ customers: Customer[]; total: number; owed: number }> {
  let q = db.selectFrom('customers');
  if (query.subscribers) q = q.where('subscriber', '=', 1);
  if (query.owing) q = q.where('balance', '>', 0);
  if (query.ids) q = q.where('id', 'in', query.ids);
  if (query.q) {
    const digits = query.q.replace(/[ -]/g, '');
    const matches = [anyContains(['name', 'email'], query.q)];
    if (digits) matches.push(anyContains(['phone'], digits));
    q = q.where((eb) => eb.or(matches));
  }
  const totals = q
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(sql`case when balance > 0 then balance else 0 end`).as('owed'),
    ])
    .executeTakeFirst();
  const rows = q
    .selectAll()
    .orderBy(sql`${sql.ref(query.sort)} is null`)
    .orderBy(query.sort, query.dir)
    .orderBy('id', query.dir)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const [found, sums] = await Promise.all([rows, totals]);
  return { customers: found.map(toCustomer), total: Number(sums?.n ?? 0), owed: Number(sums?.owed ?? 0) };
}

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCustomer(row);
}

/** Another customer already using this phone or e-mail, for a clear 409 before the constraint fires. */
export function findCustomerClash(db: Db, field: 'phone' | 'email', value: string, exceptId?: number) {
  let q = db.selectFrom('customers').select('id').where(field, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export const insertCustomer = (db: Db, values: Insertable<CustomerTable>) =>
  insertRow(db, 'customers', values);
export const updateCustomer = (db: Db, id: number, values: Updateable<CustomerTable>) =>
  updateRow(db, 'customers', id, values);
export const deleteCustomer = (db: Db, id: number) => deleteRow(db, 'customers', id);

/** Customers by name, phone or e-mail; phones are stored without spaces or dashes. */
export function searchCustomers(db: Db, text: string, limit: number): Promise<SearchResponse['customers']> {
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
