import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';

/** GET /v1/displays/{code}: what the counter display with this code shows now. */
export async function getDisplay(code: string, signal?: AbortSignal) {
  return (await api('GET /v1/displays/:code', { params: { code }, signal })).display;
}

/** GET /v1/kitchen/board: orders being prepared and ready, the newest event id, the clearing time. */
export function getBoard(signal?: AbortSignal) {
  return api('GET /v1/kitchen/board', { signal });
}

export const slidesQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.displays, 'slides'] as const,
    queryFn: async ({ signal }) => (await api('GET /v1/displays/slides', { signal })).slides,
    // Slides change seldom; an idle screen rereads them now and then.
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });

/** GET /v1/displays/slides: the website's active slides, for the idle counter display. */
export function useSlides() {
  return useQuery(slidesQuery());
}
