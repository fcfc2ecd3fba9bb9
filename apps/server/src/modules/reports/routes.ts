import { type ReportName } from '@cashier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { preferredLocale, type Locale } from '../../lib/messages/locale.ts';
import { dailyCsv, expensesSalesCsv, productSalesCsv, salesManagerCsv } from './csv-tables.ts';
import { staffLogsCsv } from './logs-csv.ts';
import type { ReportsService } from './service.ts';

/**
 * Answers a report as JSON, or with `format=csv` as a CSV download in the reader's language (its
 * own serializer: the route's schema describes the JSON).
 */
function answer<R>(
  request: {
    query: { format: 'json' | 'csv'; from: string; to: string };
    headers: FastifyRequest['headers'];
  },
  reply: FastifyReply,
  name: ReportName,
  report: R,
  csv: (r: R, locale: Locale) => string,
) {
  if (request.query.format !== 'csv') return report;
  const file = `${name}-${request.query.from}-${request.query.to}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .serializer((body: string) => body)
    .send(csv(report, preferredLocale(request.headers)));
}

export function reportRoutes(app: App, reports: ReportsService): void {
  route(app, 'GET /v1/reports/dashboard', (request) => reports.dashboard(request.query.date));
  route(app, 'GET /v1/reports/daily', async (request, reply) =>
    answer(request, reply, 'daily', await reports.daily(request.query), dailyCsv),
  );
  route(app, 'GET /v1/reports/expenses-and-sales', async (request, reply) =>
    answer(
      request,
      reply,
      'expenses-and-sales',
      await reports.expensesAndSales(request.query),
      expensesSalesCsv,
    ),
  );
  route(app, 'GET /v1/reports/product-sales', async (request, reply) =>
    answer(request, reply, 'product-sales', await reports.productSales(request.query), productSalesCsv),
  );
  route(app, 'GET /v1/reports/sales-manager', async (request, reply) =>
    answer(request, reply, 'sales-manager', await reports.salesManager(request.query), salesManagerCsv),
  );
  route(app, 'GET /v1/reports/staff-logs', async (request, reply) => {
    const all = request.query.format === 'csv';
    return answer(request, reply, 'staff-logs', await reports.staffLogs(request.query, all), staffLogsCsv);
  });
}
