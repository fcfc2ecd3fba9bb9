// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { expenseRoutes } from './routes.ts';
export { ExpensesService } from './service.ts';
