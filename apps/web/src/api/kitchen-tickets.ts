import { queryOptions } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * GET /v1/kitchen/tickets: one station's open tickets (every station's without one: the expo
 * view), the last 20 bumped for recall, and the newest event id when they were read. A screen
 * holds the answer and follows the stream from there; it reads it again after every reconnect.
 */
export async function getKitchenTickets(stationId: number | null, signal?: AbortSignal) {
  return api('GET /v1/kitchen/tickets', { query: { station: stationId ?? undefined }, signal });
}

export const kitchenTicketsQuery = (stationId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.kitchen, 'tickets', stationId ?? 'all'] as const,
    queryFn: ({ signal }) => getKitchenTickets(stationId, signal),
    // The stream keeps the screen current; a read happens on load and after a reconnect only.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
