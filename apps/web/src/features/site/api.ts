import type { SitePageInput, SitePageKind } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';

export const sitePagesQuery = (kind: SitePageKind) =>
  queryOptions({
    queryKey: [...queryRoots.sitePages, kind],
    queryFn: ({ signal }) => api('GET /v1/site-pages', { query: { kind }, signal }),
    select: (data) => data.pages,
  });

/** GET /v1/site-pages?kind=… — one kind of website entry, in display order. */
export function useSitePages(kind: SitePageKind) {
  return useQuery(sitePagesQuery(kind));
}

/** POST /v1/site-pages/create or PUT /v1/site-pages/update/{id}; then the lists reload. */
export function useSaveSitePage(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePageInput) =>
      id === null
        ? api('POST /v1/site-pages/create', { body })
        : api('PUT /v1/site-pages/update/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.sitePages }),
  });
}

/** DELETE /v1/site-pages/destroy/{id}. */
export function useDeleteSitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/site-pages/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.sitePages }),
  });
}
