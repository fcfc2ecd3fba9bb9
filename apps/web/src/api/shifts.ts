import type {
  CashMovementInput,
  ShiftCloseInput,
  ShiftOpenInput,
  ShiftReport,
  ShiftStatus,
} from '@cashier/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { refreshAfterFailure, refreshExcept } from '@/lib/query-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/*
 * Shifts (till sessions) and the day's close (Z reports). The POS opens, pays in and out of, and
 * closes the signed-in user's shift; the back office lists shifts, previews and closes the day.
 * Every write reloads what it touches: the shift queries, and the Z queries (the preview counts
 * the shifts).
 */

/**
 * GET /v1/shifts/current: the signed-in user's open shift with its X report, or null. Keyed by
 * the user, so a shared till never shows the previous person's drawer.
 */
export const currentShiftQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.shifts, 'current', userId] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/shifts/current', { signal })).report,
  });

/** The signed-in user's open shift (null when none), for someone holding shifts.use. */
export function useCurrentShift(userId: number | null, enabled = true) {
  return useQuery({ ...currentShiftQuery(userId), enabled: enabled && userId !== null });
}

/** GET /v1/shifts/{id}: the X report of an open shift, the closing figures of a closed one. */
export const shiftQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.shifts, 'one', id] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/shifts/:id', { params: { id }, signal })).report,
  });

/** One shift's report, read afresh each time it is shown (the figures move with every sale). */
export function useShiftReport(id: number | null) {
  return useQuery({ ...shiftQuery(id ?? 0), enabled: id !== null && id > 0, refetchOnMount: 'always' });
}

export interface ShiftFilters {
  status?: ShiftStatus;
  userId?: number;
}

/** GET /v1/shifts?status=&userId=: the shifts, for managers (shifts.manage). */
export const shiftsQuery = (filters: ShiftFilters) =>
  queryOptions({
    queryKey: [...queryRoots.shifts, 'list', filters] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/shifts', { query: { ...filters }, signal })).shifts,
    placeholderData: keepPreviousData,
  });

export function useShifts(filters: ShiftFilters) {
  return useQuery(shiftsQuery(filters));
}

const SHIFT_ROOTS = [queryRoots.shifts, queryRoots.zReports];

/**
 * A shift's answer becomes the cached report, and every shift list and the day's preview reload
 * (not that report: it is as the server answered it).
 */
function afterShiftChange(client: QueryClient, report?: ShiftReport): Promise<unknown> {
  if (!report) return refreshExcept(client, SHIFT_ROOTS);
  const { queryKey } = shiftQuery(report.shift.id);
  client.setQueryData(queryKey, report);
  return refreshExcept(client, SHIFT_ROOTS, [queryKey]);
}

/** A shift's change that failed with no answer or a 5xx may have been done: everything reloads. */
function afterShiftFailure(client: QueryClient, error: unknown): Promise<unknown> {
  return refreshAfterFailure(client, error, SHIFT_ROOTS);
}

/** POST /v1/shifts/open: opens the signed-in user's shift with its float. */
export function useOpenShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftOpenInput) => api('POST /v1/shifts/open', { body }),
    meta: { handlesError: true },
    onSuccess: ({ report }) => afterShiftChange(client, report),
    onError: (error) => void afterShiftFailure(client, error),
  });
}

/** POST /v1/shifts/movement/{id}: cash paid into (`in`) or out of (`out`) the drawer, with a reason. */
export function useCashMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CashMovementInput }) =>
      api('POST /v1/shifts/movement/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: ({ report }) => afterShiftChange(client, report),
    onError: (error) => void afterShiftFailure(client, error),
  });
}

/**
 * POST /v1/shifts/close/{id}: closes a shift with the drawer's count. A difference above the
 * restaurant's limit is refused (403) without shifts.manage or a manager's `approvalToken`.
 */
export function useCloseShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShiftCloseInput }) =>
      api('POST /v1/shifts/close/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: ({ report }) => afterShiftChange(client, report),
    onError: (error) => void afterShiftFailure(client, error),
  });
}

/** POST /v1/shifts/print/{id}: the shift's X (or closing) report on a receipt printer. */
export function usePrintShift() {
  return useMutation({
    mutationFn: ({ id, printerId }: { id: number; printerId?: number }) =>
      api('POST /v1/shifts/print/:id', { params: { id }, body: printerId ? { printerId } : {} }),
    meta: { handlesError: true },
  });
}

/** GET /v1/z-reports: every Z report, newest first as the server sends them. */
export const zReportsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.zReports, 'list'] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/z-reports', { signal })).zReports,
  });

export function useZReports() {
  return useQuery(zReportsQuery());
}

/** GET /v1/z-reports/{number}: one Z report; closed, it never changes. */
export const zReportQuery = (number: number) =>
  queryOptions({
    queryKey: [...queryRoots.zReports, 'one', number] as const,
    queryFn: async ({ signal }) =>
      (await api('GET /v1/z-reports/:number', { params: { number }, signal })).zReport,
    staleTime: Infinity,
  });

export function useZReport(number: number) {
  return useQuery({ ...zReportQuery(number), enabled: Number.isInteger(number) && number > 0 });
}

/** GET /v1/z-reports/preview: what closing the day now would record, and what stands in its way. */
export const zPreviewQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.zReports, 'preview'] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/z-reports/preview', { signal })).preview,
  });

/** The preview, read afresh whenever the page opens (sales move it all day). */
export function useZPreview() {
  return useQuery({ ...zPreviewQuery(), refetchOnMount: 'always' });
}

/**
 * POST /v1/z-reports/close: closes the business day. 409 while a shift is open; with orders still
 * open, `acknowledgeOpenOrders` must say the closer saw them.
 */
export function useCloseDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acknowledgeOpenOrders: boolean) =>
      api('POST /v1/z-reports/close', { body: { acknowledgeOpenOrders } }),
    meta: { handlesError: true },
    onSuccess: ({ zReport }) => {
      const { queryKey } = zReportQuery(zReport.number);
      client.setQueryData(queryKey, zReport);
      return refreshExcept(client, SHIFT_ROOTS, [queryKey]);
    },
    onError: (error) => void afterShiftFailure(client, error),
  });
}

/** POST /v1/z-reports/print/{number}: a Z report on a receipt printer. */
export function usePrintZReport() {
  return useMutation({
    mutationFn: ({ number, printerId }: { number: number; printerId?: number }) =>
      api('POST /v1/z-reports/print/:number', { params: { number }, body: printerId ? { printerId } : {} }),
    meta: { handlesError: true },
  });
}
