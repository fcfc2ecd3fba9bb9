import type { Station } from '@cashier/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/** GET /v1/stations: the kitchen stations in their sort order (stations, category and product forms). */
export async function getStations(signal?: AbortSignal): Promise<Station[]> {
  return (await api('GET /v1/stations', { signal })).stations;
}

export const stationsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.stations, 'list'] as const,
    queryFn: ({ signal }) => getStations(signal),
  });

export function useStations() {
  return useQuery(stationsQuery());
}

/**
 * After a station changes: the station lists, and the catalogue, since a deleted station leaves
 * its categories and products routed nowhere.
 */
export async function invalidateStations(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.stations }),
    client.invalidateQueries({ queryKey: queryRoots.categories }),
    client.invalidateQueries({ queryKey: queryRoots.products }),
  ]);
}
