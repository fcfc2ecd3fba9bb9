import type { Expense, ExpenseFilter } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { ExpenseTable } from '../../db/schema.ts';
import { userNames } from '../users/read.ts';

function base(db: Db) {
  return db.selectFrom('expenses').selectAll('expenses');
}

type Row = Selectable<ExpenseTable> & { userName: string | null };

/** The rows with the name of who spent each (the users module's to read). */
async function named(db: Db, rows: Selectable<ExpenseTable>[]): Promise<Expense[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) =>
    toExpense({ ...r, userName: r.userId === null ? null : (names.get(r.userId) ?? null) }),
  );
}

function toExpense(r: Row): Expense {
  return {
    id: r.id,
    category: r.category,
    amount: Number(r.amount),
    spentOn: r.spentOn,
    note: r.note,
    receipt: r.receipt,
    userId: r.userId,
    userName: r.userName,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** One page of expenses, newest spending first, and how many match in all. */
export async function listExpenses(
  db: Db,
  f: ExpenseFilter,
): Promise<{ expenses: Expense[]; total: number }> {
  let where = db.selectFrom('expenses');
  if (f.from) where = where.where('spentOn', '>=', f.from);
  if (f.to) where = where.where('spentOn', '<=', f.to);
  if (f.category) where = where.where('category', '=', f.category);
  const counted = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  let q = base(db)
    .orderBy('expenses.spentOn', 'desc')
    .orderBy('expenses.id', 'desc')
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  if (f.from) q = q.where('expenses.spentOn', '>=', f.from);
  if (f.to) q = q.where('expenses.spentOn', '<=', f.to);
  if (f.category) q = q.where('expenses.category', '=', f.category);
  return { expenses: await named(db, await q.execute()), total: Number(counted?.n ?? 0) };
}

export async function findExpense(db: Db, id: number): Promise<Expense | undefined> {
  const row = await base(db).where('expenses.id', '=', id).executeTakeFirst();
  return row && (await named(db, [row]))[0];
}

export const insertExpense = (db: Db, values: Insertable<ExpenseTable>) => insertRow(db, 'expenses', values);
export const updateExpense = (db: Db, id: number, values: Updateable<ExpenseTable>) =>
  updateRow(db, 'expenses', id, values);
export const deleteExpense = (db: Db, id: number) => deleteRow(db, 'expenses', id);

/** The categories used so far, most used first (at most 200). */
export async function expenseCategories(db: Db) {
  const rows = await db
    .selectFrom('expenses')
    .select((eb) => ['category', eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .orderBy('count', 'desc')
    .orderBy('category')
    .limit(200)
    .execute();
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

/** Expenses per day spent and category. */
export async function expensesByDay(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('expenses')
    .select((eb) => [
      'spentOn',
      'category',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('spentOn', '>=', from)
    .where('spentOn', '<=', to)
    .groupBy(['spentOn', 'category'])
    .execute();
  return rows.map((x) => ({
    date: x.spentOn,
    category: x.category,
    count: Number(x.count),
    amount: Number(x.amount),
  }));
}
