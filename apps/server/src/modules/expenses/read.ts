import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/** What other modules read of expenses without the expenses service: the expenses-against-sales report. */

/** Expenses per day spent and category, counted and summed. */
export const expensesByDay = (db: Db, from: string, to: string) => repo.expensesByDay(db, from, to);
