import type { PrinterResponse, PrintersResponse, RespResponse, PrinterInput } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const printerKeys = { all: ['printers'] as const };

export const printersQuery = () =>
  queryOptions({
    queryKey: printerKeys.all,
    queryFn: ({ signal }) => apiRequest<PrintersResponse>('/v1/printers', { signal }),
    select: (data) => data.printers,
  });

/** GET /v1/printers — every printer, inactive ones included. */
export function usePrinters() {
  return useQuery(printersQuery());
}

/** POST /v1/printers/create or PUT /v1/printers/update/{id}; then the list reloads. */
export function useSavePrinter(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrinterInput) =>
      id === null
        ? apiRequest<PrinterResponse>('/v1/printers/create', { method: 'POST', body })
        : apiRequest<PrinterResponse>(`/v1/printers/update/${id}`, { method: 'PUT', body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}

/** DELETE /v1/printers/destroy/{id} (its queued print jobs go with it). */
export function useDeletePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RespResponse>(`/v1/printers/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}
