import type { Station, StationInput } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateStations, stationsQuery } from '@/api/stations';
import { api } from '@cashier/web-core/api-client';

export { useStations } from '@/api/stations';

/** One station, read from the list (the API has no single-station read). */
export function useStation(id: number | null) {
  return useQuery({
    ...stationsQuery(),
    enabled: id !== null,
    select: (list): Station | null => list.find((s) => s.id === id) ?? null,
  });
}

/** POST /v1/stations/create or PUT /v1/stations/update/{id}; names are unique in each language (409). */
export function useSaveStation(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StationInput) =>
      id === null
        ? api('POST /v1/stations/create', { body })
        : api('PUT /v1/stations/update/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStations(client),
  });
}

/** DELETE /v1/stations/destroy/{id}: its categories and products then route to no station. */
export function useDeleteStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/stations/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateStations(client),
  });
}
