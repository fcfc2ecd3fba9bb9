import type { PrinterInput } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const printersQuery = () =>
  queryOptions({
    queryKey: queryRoots.printers,
    queryFn: ({ signal }) => api('GET /v1/printers', { signal }),
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
