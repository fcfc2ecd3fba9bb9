import type {
  RespResponse,
  TableResponse,
  TablesResponse,
  TablesWithOrdersResponse,
  TableInput,
  TableStatus,
} from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every table query key starts with `tables`; the events stream refreshes them all (lib/realtime). */
export const tableKeys = {
  all: ['tables'] as const,
  list: () => ['tables', 'all'] as const,
  floor: () => ['tables', 'floor'] as const,
};

/** GET /v1/tables: every table, inactive ones too (qrToken only for tables.manage). */
export const tablesQuery = () =>
  queryOptions({
    queryKey: tableKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<TablesResponse>('/v1/tables', { signal })).tables,
  });

/** GET /v1/tables/list: the active tables, each with its open order, for the floor view. */
export const floorQuery = () =>
  queryOptions({
    queryKey: tableKeys.floor(),
    queryFn: async ({ signal }) =>
      (await apiRequest<TablesWithOrdersResponse>('/v1/tables/list', { signal })).tables,
  });

export function useTables() {
  return useQuery(tablesQuery());
}

export function useFloor() {
  return useQuery(floorQuery());
}

function useTablesMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: tableKeys.all }),
  });
}

/** Every field, always: the update replaces the table's details. */
export type TableBody = Required<TableInput>;

/** POST /v1/tables/create or PUT /v1/tables/update/{id}. */
export function useSaveTable(id: number | null) {
  return useTablesMutation((body: TableBody) =>
    id === null
      ? apiRequest<TableResponse>('/v1/tables/create', { method: 'POST', body })
      : apiRequest<TableResponse>(`/v1/tables/update/${id}`, { method: 'PUT', body }),
  );
}

/** PUT /v1/tables/setStatus/{id}. While an order is open the table stays occupied (422). */
export function useSetTableStatus() {
  return useTablesMutation(({ id, status }: { id: number; status: TableStatus }) =>
    apiRequest<TableResponse>(`/v1/tables/setStatus/${id}`, { method: 'PUT', body: { status } }),
  );
}

/** POST /v1/tables/{id}/rotate-token: a new QR secret; codes printed before stop working. */
export function useRotateTableToken() {
  return useTablesMutation((id: number) =>
    apiRequest<TableResponse>(`/v1/tables/${id}/rotate-token`, { method: 'POST' }),
  );
}

/** DELETE /v1/tables/destroy/{id}. A table with an open order answers 409. */
export function useDeleteTable() {
  return useTablesMutation((id: number) =>
    apiRequest<RespResponse>(`/v1/tables/destroy/${id}`, { method: 'DELETE' }),
  );
}
