import type { Customer, CustomerStatus } from '@cashier/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { CustomerTable } from '../../db/schema.ts';

function toCustomer(r: Selectable<CustomerTable>): Customer {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    subscriber: r.subscriber === 1,
    status: r.status as CustomerStatus,
    balance: Number(r.balance),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** `%` and `_` typed by the user are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers by name, optionally only subscribers and those matching `q` (case-insensitive, over
 * name, phone and e-mail; a phone typed with spaces or dashes matches the stored digits).
 */
export async function listCustomers(
  db: Db,
  filter: { subscribers?: boolean; q?: string | undefined } = {},
): Promise<Customer[]> {
  let q = db.selectFrom('customers').selectAll().orderBy('name').orderBy('id');
  if (filter.subscribers) q = q.where('subscriber', '=', 1);
  if (filter.q) {
    const text = likePattern(filter.q);
    const digits = likePattern(filter.q.replace(/[ -]/g, ''));
    // lower() on both engines: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    q = q.where(
      sql<boolean>`(lower(name) like ${text} escape '\\' or lower(email) like ${text} escape '\\' or phone like ${digits} escape '\\')`,
    );
  }
  return (await q.execute()).map(toCustomer);
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

/** Orders and account payments that point at the customer (their foreign keys restrict deletes). */
export async function customerReferences(db: Db, id: number): Promise<{ orders: number; payments: number }> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const count = async (table: 'orders' | 'payments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customerId', '=', id)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return { orders: await count('orders'), payments: await count('payments') };
}
