import type { LogKind, ReportName } from '@cashier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { usersQuery } from '@/api/users';
import { api, isApiError } from '@cashier/web-core/api-client';
import { downloadCsv } from '@/lib/download';
import { useMayCall } from '@/lib/can';
import type { DayRange } from './range';

/** Every report's key starts here, so an expense saved elsewhere refreshes the reports on screen. */
export const reportsRoot = ['reports'] as const;

/** Shared by every report: the page shows the failure itself (a 403 is a role, not an error). */
const shared = { meta: { handlesError: true }, placeholderData: keepPreviousData } as const;

/** GET /v1/reports/daily: per business day sales, payments, shifts, and the previous period. */
export const dailyQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...reportsRoot, 'daily', range.from, range.to],
    queryFn: ({ signal }) =>
      api('GET /v1/reports/daily', { query: { from: range.from, to: range.to }, signal }),
    ...shared,
  });

export type ExpenseGroup = 'day' | 'week' | 'month';

/** GET /v1/reports/expenses-and-sales: sales, expenses and profit per day, week or month. */
export const expensesSalesQuery = (range: DayRange, group: ExpenseGroup) =>
  queryOptions({
    queryKey: [...reportsRoot, 'expenses-and-sales', range.from, range.to, group],
    queryFn: ({ signal }) =>
      api('GET /v1/reports/expenses-and-sales', { query: { from: range.from, to: range.to, group }, signal }),
    ...shared,
  });

/** GET /v1/reports/product-sales: per product, category and modifier. */
export const productSalesQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...reportsRoot, 'product-sales', range.from, range.to],
    queryFn: ({ signal }) =>
      api('GET /v1/reports/product-sales', { query: { from: range.from, to: range.to }, signal }),
    ...shared,
  });

/** GET /v1/reports/sales-manager: per staff member, voids and refunds, hours, tables, kitchen. */
export const salesManagerQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...reportsRoot, 'sales-manager', range.from, range.to],
    queryFn: ({ signal }) =>
      api('GET /v1/reports/sales-manager', { query: { from: range.from, to: range.to }, signal }),
    ...shared,
  });

export interface StaffLogsFilter extends DayRange {
  kind?: LogKind;
  userId?: number;
  q?: string;
  page: number;
  perPage: number;
}

/** GET /v1/reports/staff-logs: one page of the audit log, with counts per kind and per day. */
export const staffLogsQuery = (filter: StaffLogsFilter) =>
  queryOptions({
    queryKey: [...reportsRoot, 'staff-logs', filter],
    queryFn: ({ signal }) => api('GET /v1/reports/staff-logs', { query: filter, signal }),
    ...shared,
  });

/** A role without the report's permission: the server answers 403, which the page explains. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;

/** The staff for the staff-logs filter, when the role may list them (users.manage). */
export function useStaffNames() {
  const mayCall = useMayCall();
  return useQuery({ ...usersQuery(), enabled: mayCall('GET /v1/users'), meta: { handlesError: true } });
}

/** The CSV of a report's main table, with the same query as the screen, saved as a file. */
export function useCsvDownload() {
  return useMutation({
    // The frame says what failed itself (a 401 still signs out, as every call does).
    meta: { handlesError: true },
    mutationFn: ({ report, query }: { report: ReportName; query: DayRange & Record<string, unknown> }) =>
      downloadCsv(`GET /v1/reports/${report}`, query as DayRange, `${report}-${query.from}-${query.to}.csv`),
  });
}
