import type { Expense, ExpenseFilter, ExpenseInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import { notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

type ExpenseData = z.output<typeof ExpenseInput>;

export class ExpensesService {
  constructor(private readonly store: Store) {}

  list(filter: ExpenseFilter): Promise<{ expenses: Expense[]; total: number }> {
    return repo.listExpenses(this.store.db, filter);
  }

  categories() {
    return repo.expenseCategories(this.store.db);
  }

  /** Records an expense under the signed-in user. */
  async create(actor: Actor, data: ExpenseData): Promise<Expense> {
    const id = await this.store.write(actor, async (trx, record) => {
      const now = nowIso();
      const row = await repo.insertExpense(trx, {
        ...data,
        userId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'expense.create',
        entity: 'expense',
        entityId: row.id,
        data,
        // Only the id: the stream reaches every signed-in screen, and amounts are the manager's.
        event: { topic: 'expense.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustExpense(id);
  }

  /** Keeps who recorded it; who changed it is in the audit log. */
  async update(actor: Actor, id: number, data: ExpenseData): Promise<Expense> {
    await this.store.write(actor, async (trx, record) => {
      const before = await repo.findExpense(trx, id);
      if (!before) throw notFound('expense');
      await repo.updateExpense(trx, id, { ...data, updatedAt: nowIso() });
      await record({
        action: 'expense.update',
        entity: 'expense',
        entityId: id,
        data: {
          ...data,
          previous: { category: before.category, amount: before.amount, spentOn: before.spentOn },
        },
        event: { topic: 'expense.updated', payload: { id } },
      });
    });
    return this.mustExpense(id);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const expense = await repo.findExpense(trx, id);
      if (!expense) throw notFound('expense');
      await repo.deleteExpense(trx, id);
      await record({
        action: 'expense.delete',
        entity: 'expense',
        entityId: id,
        data: {
          category: expense.category,
          amount: expense.amount,
          spentOn: expense.spentOn,
          note: expense.note,
        },
        event: { topic: 'expense.deleted', payload: { id } },
      });
    });
  }

  private async mustExpense(id: number): Promise<Expense> {
    const e = await repo.findExpense(this.store.db, id);
    if (!e) throw notFound('expense');
    return e;
  }
}
