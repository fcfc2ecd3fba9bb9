import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ExpensesService } from './service.ts';

/**
 * Reading needs expenses.manage too: expenses are only of interest to those who record them (owner
 * and manager), so a separate read permission would have no holder.
 */
export function expenseRoutes(app: App, expenses: ExpensesService): void {
  route(app, 'GET /v1/expenses', async (request) => ({
    ...(await expenses.list(request.query)),
    resp: ok('Expenses loaded'),
  }));
  route(app, 'GET /v1/expenses/categories', async () => ({ categories: await expenses.categories() }));
  route(app, 'POST /v1/expenses/create', async (request) => ({
    expense: await expenses.create(actorOf(request), request.body),
    resp: ok('Expense recorded'),
  }));
  route(app, 'PUT /v1/expenses/update/:id', async (request) => ({
    expense: await expenses.update(actorOf(request), request.params.id, request.body),
    resp: ok('Expense updated'),
  }));
  route(app, 'DELETE /v1/expenses/destroy/:id', async (request) => {
    await expenses.delete(actorOf(request), request.params.id);
    return { resp: ok('Expense deleted') };
  });
}
