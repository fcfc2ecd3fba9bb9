import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { PaymentTable, RefundTable } from '../../db/schema.ts';

/*
 * The money an order moves: what was paid on it, what was given back, and what customers owe on
 * their accounts.
 */

/**
 * Adds `amount` to what was paid on an order only while it still fits the total, in one
 * statement: two payments racing on one order cannot both fit. Answers whether it was added.
 */
export async function addPaid(db: Db, orderId: number, amount: number) {
  const updated = await db
    .updateTable('orders')
    .set((eb) => ({ paidTotal: eb('paidTotal', '+', amount) }))
    .where('id', '=', orderId)
    .where((eb) => eb(eb('paidTotal', '+', amount), '<=', eb.ref('total')))
    .returning(['paidTotal', 'total', 'customerId', 'currency'])
    .executeTakeFirst();
  if (updated) return { added: true, ...updated };
  const row = await db
    .selectFrom('orders')
    .select(['paidTotal', 'total', 'customerId', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { added: false, ...row };
}

/**
 * Lowers a customer's balance by `amount` only while they owe at least that much, in one
 * statement. Answers the balance after (paid), or as it is (refused; null: no such customer).
 */
export async function payDownBalance(
  db: Db,
  customerId: number,
  amount: number,
  now: string,
): Promise<{ paid: true; balance: number } | { paid: false; balance: number | null }> {
  const updated = await db
    .updateTable('customers')
    .set((eb) => ({ balance: eb('balance', '-', amount), updatedAt: now }))
    .where('id', '=', customerId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  if (updated) return { paid: true, balance: Number(updated.balance) };
  const row = await db
    .selectFrom('customers')
    .select('balance')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return { paid: false, balance: row ? Number(row.balance) : null };
}

export async function insertPayment(db: Db, values: Insertable<PaymentTable>) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Adds to what a customer owes; answers the balance after (undefined: no such customer). */
export async function chargeAccount(
  db: Db,
  customerId: number,
  amount: number,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ balance: eb('balance', '+', amount), updatedAt: now }))
    .where('id', '=', customerId)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

/** Takes off what a customer owes (below zero is credit they hold); answers the balance after. */
export function creditAccount(db: Db, customerId: number, amount: number, now: string) {
  return db
    .updateTable('customers')
    .set((eb) => ({ balance: eb('balance', '-', amount), updatedAt: now }))
    .where('id', '=', customerId)
    .returning(['id', 'balance'])
    .executeTakeFirstOrThrow();
}

/** The change given back on an order so far. */
export async function changeGiven(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number>('change').as('change'))
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return Number(row?.change ?? 0);
}

/** An order's payments, first first. */
export function paymentsOf(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['method', 'amount', 'customerId'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function insertRefund(db: Db, values: Insertable<RefundTable>): Promise<void> {
  await db.insertInto('refunds').values(values).execute();
}

export function refundsOf(db: Db, orderId: number) {
  return db.selectFrom('refunds').select(['method', 'amount']).where('orderId', '=', orderId).execute();
}

/** What was refunded on an order so far. */
export async function refundedOn(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
