import type { TableInput, TableStatus } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';

export { useFloor } from '@/api/floor';
export { useTables } from '@/api/tables';

function useTablesMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesError: true },
    // Every table query key starts with `tables`: the list, the floor and the QR cards reload.
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.tables }),
  });
}

/** Every field, always: the update replaces the table's details. */
export type TableBody = Required<TableInput>;

/** POST /v1/tables/create or PUT /v1/tables/update/{id}. */
export function useSaveTable(id: number | null) {
  return useTablesMutation((body: TableBody) =>
    id === null
      ? api('POST /v1/tables/create', { body })
      : api('PUT /v1/tables/update/:id', { params: { id }, body }),
  );
}

/** PUT /v1/tables/setStatus/{id}. While an order is open the table stays occupied (422). */
export function useSetTableStatus() {
  return useTablesMutation(({ id, status }: { id: number; status: TableStatus }) =>
    api('PUT /v1/tables/setStatus/:id', { params: { id }, body: { status } }),
  );
}

/** POST /v1/tables/{id}/rotate-token: a new QR secret; codes printed before stop working. */
export function useRotateTableToken() {
  return useTablesMutation((id: number) => api('POST /v1/tables/:id/rotate-token', { params: { id } }));
}

/** DELETE /v1/tables/destroy/{id}. A table with an open order answers 409. */
export function useDeleteTable() {
  return useTablesMutation((id: number) => api('DELETE /v1/tables/destroy/:id', { params: { id } }));
}
