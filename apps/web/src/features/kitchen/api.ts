import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /v1/stations: the stations a kitchen screen can show (kept current by `station.*` events). */
export const stationsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.stations, 'all'] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/stations', { signal })).stations,
  });

export function useStations() {
  return useQuery(stationsQuery());
}
