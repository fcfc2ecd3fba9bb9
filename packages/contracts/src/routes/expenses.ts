import { IdParam, RespResponse } from '../common.ts';
import {
  ExpenseCategoriesResponse,
  ExpenseFilter,
  ExpenseInput,
  ExpenseResponse,
  ExpensesResponse,
} from '../expenses.ts';
import type { RouteDef } from './define.ts';

const tags = ['expenses'];

/** The expenses module's routes. */
export const ExpensesRoutes = {
  'GET /v1/expenses': {
    tags,
    summary:
      'Expenses, newest first, optionally from/to (YYYY-MM-DD, inclusive) and a category, paged; total counts all pages',
    query: ExpenseFilter,
    response: ExpensesResponse,
    errors: [404],
  },
  'POST /v1/expenses/create': {
    tags,
    summary: 'Record an expense under the signed-in user',
    body: ExpenseInput,
    response: ExpenseResponse,
    errors: [404],
  },
  'PUT /v1/expenses/update/:id': {
    tags,
    summary: 'Change an expense (who recorded it is kept)',
    params: IdParam,
    body: ExpenseInput,
    response: ExpenseResponse,
    errors: [404],
  },
  'DELETE /v1/expenses/destroy/:id': {
    tags,
    summary: 'Delete an expense',
    params: IdParam,
    response: RespResponse,
    errors: [404],
  },
  'GET /v1/expenses/categories': {
    tags,
    summary: 'The expense categories used so far, most used first',
    response: ExpenseCategoriesResponse,
    errors: [400, 404],
  },
} as const satisfies Record<string, RouteDef>;
