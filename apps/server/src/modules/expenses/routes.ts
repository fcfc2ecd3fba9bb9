import {
  ApiError,
  ExpenseCategoriesResponse,
  ExpenseFilter,
  ExpenseInput,
  ExpenseResponse,
  ExpensesResponse,
  IdParam,
  RespResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ExpensesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * Reading needs expenses.manage too: expenses are only of interest to those who record them (owner
 * and manager), so a separate read permission would have no holder.
 */
export function expenseRoutes(app: App, expenses: ExpensesService): void {
  const tags = ['expenses'];
  app.get(
    '/v1/expenses',
    {
      config: { access: 'expenses.manage' },
      schema: {
        tags,
        summary:
          'Expenses, newest first, optionally from/to (YYYY-MM-DD, inclusive) and a category, paged; total counts all pages',
        querystring: ExpenseFilter,
        response: { 200: ExpensesResponse, ...errors },
      },
    },
    async (request) => ({ ...(await expenses.list(request.query)), resp: ok('Expenses loaded') }),
  );
  app.get(
    '/v1/expenses/categories',
    {
      config: { access: 'expenses.manage' },
      schema: {
        tags,
        summary: 'The expense categories used so far, most used first',
        response: { 200: ExpenseCategoriesResponse, ...errors },
      },
    },
    async () => ({ categories: await expenses.categories() }),
  );
  app.post(
    '/v1/expenses/create',
    {
      config: { access: 'expenses.manage' },
      schema: {
        tags,
        summary: 'Record an expense under the signed-in user',
        body: ExpenseInput,
        response: { 200: ExpenseResponse, ...errors },
      },
    },
    async (request) => ({
      expense: await expenses.create(actorOf(request), request.body),
      resp: ok('Expense recorded'),
    }),
  );
  app.put(
    '/v1/expenses/update/:id',
    {
      config: { access: 'expenses.manage' },
      schema: {
        tags,
        summary: 'Change an expense (who recorded it is kept)',
        params: IdParam,
        body: ExpenseInput,
        response: { 200: ExpenseResponse, ...errors },
      },
    },
    async (request) => ({
      expense: await expenses.update(actorOf(request), request.params.id, request.body),
      resp: ok('Expense updated'),
    }),
  );
  app.delete(
    '/v1/expenses/destroy/:id',
    {
      config: { access: 'expenses.manage' },
      schema: {
        tags,
        summary: 'Delete an expense',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await expenses.delete(actorOf(request), request.params.id);
      return { resp: ok('Expense deleted') };
    },
  );
}
