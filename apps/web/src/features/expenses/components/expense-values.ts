import { ExpenseInput, minorToDecimal, type Expense } from '@cashier/contracts';
import type { z } from 'zod';
import { moneyField } from '@/lib/form-schema';

/** The expense body as the form holds it: the amount as typed in the currency's decimals. */
export function expenseFormSchema(currency: string) {
  return ExpenseInput.extend({ amount: moneyField(currency, ExpenseInput.shape.amount) });
}
export type ExpenseValues = z.input<ReturnType<typeof expenseFormSchema>>;

export function expenseValues(expense: Expense | null, currency: string, today: string): ExpenseValues {
  return {
    category: expense?.category ?? '',
    amount: expense ? minorToDecimal(expense.amount, currency) : '',
    spentOn: expense?.spentOn ?? today,
    note: expense?.note ?? '',
    receipt: expense?.receipt ?? null,
  };
}
