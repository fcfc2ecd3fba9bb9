import { DashboardQuery, DashboardResponse } from '../dashboard.ts';
import {
  DailyReport,
  ExpensesSalesQuery,
  ExpensesSalesReport,
  ProductSalesReport,
  ReportQuery,
  SalesManagerReport,
  StaffLogsQuery,
  StaffLogsReport,
} from '../reports.ts';
import type { RouteDef } from './define.ts';

const tags = ['reports'];
const CSV = ' `format=csv` answers the same numbers as a CSV file (text/csv) of the main table.';

/** The reports module's routes. */
export const ReportsRoutes = {
  'GET /v1/reports/dashboard': {
    tags,
    summary:
      "One business day's figures (completed sales, open orders, per type, per hour, best sellers); ?date=YYYY-MM-DD, today by default",
    query: DashboardQuery,
    response: DashboardResponse,
  },
  'GET /v1/reports/daily': {
    tags,
    summary: `Per business day from…to: sales, discounts, refunds, voids, tax, service, payments by method and by order type, guests, the shifts; with the previous period.${CSV}`,
    query: ReportQuery,
    response: DailyReport,
  },
  'GET /v1/reports/expenses-and-sales': {
    tags,
    summary: `Net sales against expenses per day, week or month, with expense categories.${CSV}`,
    query: ExpensesSalesQuery,
    response: ExpensesSalesReport,
  },
  'GET /v1/reports/product-sales': {
    tags,
    summary: `Per product, category and option: quantity, gross, discounts, net and share; top and bottom sellers.${CSV}`,
    query: ReportQuery,
    response: ProductSalesReport,
  },
  'GET /v1/reports/sales-manager': {
    tags,
    summary: `Per staff member: orders, sales, discounts, voids and refunds with approvers, sales by hour and table, kitchen times.${CSV}`,
    query: ReportQuery,
    response: SalesManagerReport,
  },
  'GET /v1/reports/staff-logs': {
    tags,
    summary: `The audit log (read only): sign-ins, failures, voids, refunds, approvals, price and settings changes, filtered and paged.${CSV} (every matching row, up to 50,000)`,
    query: StaffLogsQuery,
    response: StaffLogsReport,
  },
} as const satisfies Record<string, RouteDef>;
