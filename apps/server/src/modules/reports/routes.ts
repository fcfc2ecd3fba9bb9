import {
  ApiError,
  DailyReport,
  DashboardQuery,
  DashboardResponse,
  ExpensesSalesQuery,
  ExpensesSalesReport,
  ProductSalesReport,
  ReportQuery,
  SalesManagerReport,
  StaffLogsQuery,
  StaffLogsReport,
  type ReportName,
} from '@cashier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { preferredLocale, type Locale } from '../../lib/messages/locale.ts';
import { dailyCsv, expensesSalesCsv, productSalesCsv, salesManagerCsv } from './csv-tables.ts';
import { staffLogsCsv } from './logs-csv.ts';
import type { ReportsService } from './service.ts';

const tags = ['reports'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };
const CSV = ' `format=csv` answers the same numbers as a CSV file (text/csv) of the main table.';

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
  app.get(
    '/v1/reports/dashboard',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags,
        summary:
          "One business day's figures (completed sales, open orders, per type, per hour, best sellers); ?date=YYYY-MM-DD, today by default",
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...errors },
      },
    },
    (request) => reports.dashboard(request.query.date),
  );
  const range = { config: { access: 'reports.view' as const } };
  app.get(
    '/v1/reports/daily',
    {
      ...range,
      schema: {
        tags,
        summary: `Per business day from…to: sales, discounts, refunds, voids, tax, service, payments by method and by order type, guests, the shifts; with the previous period.${CSV}`,
        querystring: ReportQuery,
        response: { 200: DailyReport, ...errors },
      },
    },
    async (request, reply) => answer(request, reply, 'daily', await reports.daily(request.query), dailyCsv),
  );
  app.get(
    '/v1/reports/expenses-and-sales',
    {
      ...range,
      schema: {
        tags,
        summary: `Net sales against expenses per day, week or month, with expense categories.${CSV}`,
        querystring: ExpensesSalesQuery,
        response: { 200: ExpensesSalesReport, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        'expenses-and-sales',
        await reports.expensesAndSales(request.query),
        expensesSalesCsv,
      ),
  );
  app.get(
    '/v1/reports/product-sales',
    {
      ...range,
      schema: {
        tags,
        summary: `Per product, category and option: quantity, gross, discounts, net and share; top and bottom sellers.${CSV}`,
        querystring: ReportQuery,
        response: { 200: ProductSalesReport, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, 'product-sales', await reports.productSales(request.query), productSalesCsv),
  );
  app.get(
    '/v1/reports/sales-manager',
    {
      ...range,
      schema: {
        tags,
        summary: `Per staff member: orders, sales, discounts, voids and refunds with approvers, sales by hour and table, kitchen times.${CSV}`,
        querystring: ReportQuery,
        response: { 200: SalesManagerReport, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, 'sales-manager', await reports.salesManager(request.query), salesManagerCsv),
  );
  app.get(
    '/v1/reports/staff-logs',
    {
      config: { access: 'audit.view' },
      schema: {
        tags,
        summary: `The audit log (read only): sign-ins, failures, voids, refunds, approvals, price and settings changes, filtered and paged.${CSV} (every matching row, up to 50,000)`,
        querystring: StaffLogsQuery,
        response: { 200: StaffLogsReport, ...errors },
      },
    },
    async (request, reply) => {
      const all = request.query.format === 'csv';
      return answer(request, reply, 'staff-logs', await reports.staffLogs(request.query, all), staffLogsCsv);
    },
  );
}
