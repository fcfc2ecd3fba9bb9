import type { PrinterInput } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { settingsQuery } from '@cashier/web-core/settings';
import { api } from '@cashier/web-core/api-client';

export { useStations } from '@/api/stations';

export const printersQuery = () =>
  queryOptions({
    queryKey: queryRoots.printers,
    queryFn: ({ signal }) => api('GET /v1/printers', { signal }),
    select: (data) => data.printers,
  });

/** GET /v1/printers — every printer with its health, inactive ones included. */
export function usePrinters() {
  return useQuery(printersQuery());
}

/**
 * GET /v1/printers/jobs/{id}: its unfinished jobs oldest first, then the last 20 printed. Under
 * the printers root, so a `print.job` event or any printer change reloads it (lib/realtime).
 */
export const printerJobsQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.printers, 'jobs', id] as const,
    queryFn: ({ signal }) => api('GET /v1/printers/jobs/:id', { params: { id }, signal }),
    select: (data) => data.jobs,
  });

export function usePrinterJobs(id: number | null) {
  return useQuery({ ...printerJobsQuery(id ?? 0), enabled: id !== null });
}

/** POST /v1/printers/create or PUT /v1/printers/update/{id}; then the list reloads. */
export function useSavePrinter(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrinterInput) =>
      id === null
        ? api('POST /v1/printers/create', { body })
        : api('PUT /v1/printers/update/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.printers }),
  });
}

/** DELETE /v1/printers/destroy/{id} (its queued print jobs go with it). */
export function useDeletePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/printers/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.printers }),
  });
}

/** POST /v1/printers/test/{id}: queues a test page; the list shows how it went as it goes. */
export function useTestPrint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /v1/printers/test/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.printers }),
  });
}

export interface RetryJob {
  jobId: number;
  /** Another network printer to send it to; its own printer when left out. */
  printerId?: number;
}

/** POST /v1/print-jobs/retry/{id}: sends a waiting or failed job again now (409 while it is sending). */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, printerId }: RetryJob) =>
      api('POST /v1/print-jobs/retry/:id', {
        params: { id: jobId },
        body: printerId === undefined ? {} : { printerId },
      }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.printers }),
  });
}

/** GET /v1/settings, read afresh: the printer-target settings are for settings.manage only. */
export function usePrinterRules() {
  return useQuery({ ...settingsQuery(), refetchOnMount: 'always' });
}

/**
 * PUT /v1/settings/update with the two printer-target settings: where printers may point beyond
 * ports 9100–9109 and the local network's addresses. The server checks both and writes both or neither.
 */
export function useSavePrinterRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { printer_allowed_ports: string; printer_allowed_hosts: string }) =>
      api('PUT /v1/settings/update', { body: { values } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.settings }),
  });
}
