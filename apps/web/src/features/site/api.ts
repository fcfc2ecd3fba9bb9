import {
  RespResponse,
  SitePageResponse,
  SitePagesResponse,
  type SitePageInput,
  type SitePageKind,
} from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const siteKeys = { all: ['site-pages'] as const };

export const sitePagesQuery = (kind: SitePageKind) =>
  queryOptions({
    queryKey: [...siteKeys.all, kind],
    queryFn: ({ signal }) => apiRequest(`/v1/site-pages?kind=${kind}`, { schema: SitePagesResponse, signal }),
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
        ? apiRequest('/v1/site-pages/create', { method: 'POST', body, schema: SitePageResponse })
        : apiRequest(`/v1/site-pages/update/${id}`, { method: 'PUT', body, schema: SitePageResponse }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** DELETE /v1/site-pages/destroy/{id}. */
export function useDeleteSitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/v1/site-pages/destroy/${id}`, { method: 'DELETE', schema: RespResponse }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
