import type {
  RespResponse,
  SitePageResponse,
  SitePagesResponse,
  SitePageInput,
  SitePageKind,
} from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const siteKeys = { all: ['site-pages'] as const };

export const sitePagesQuery = (kind: SitePageKind) =>
  queryOptions({
    queryKey: [...siteKeys.all, kind],
    queryFn: ({ signal }) => apiRequest<SitePagesResponse>(`/v1/site-pages?kind=${kind}`, { signal }),
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
        ? apiRequest<SitePageResponse>('/v1/site-pages/create', { method: 'POST', body })
        : apiRequest<SitePageResponse>(`/v1/site-pages/update/${id}`, { method: 'PUT', body }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.all }),
  });
}

/** DELETE /v1/site-pages/destroy/{id}. */
export function useDeleteSitePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<RespResponse>(`/v1/site-pages/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
