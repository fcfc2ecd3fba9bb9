import type { CategoryResponse, RespResponse, Category, CategoryInput } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesQuery, invalidateCatalog } from '@/lib/catalog';

export { categoriesQuery };

/** GET /v1/categories — the list with product counts. */
export function useCategories() {
  return useQuery(categoriesQuery());
}

/** One category, read from the list (the API has no single-category read). */
export function useCategory(id: number | null) {
  return useQuery({
    ...categoriesQuery(),
    enabled: id !== null,
    select: (list): Category | null => list.find((c) => c.id === id) ?? null,
  });
}

/** POST /v1/categories/create or PUT /v1/categories/update/{id}; then every category list reloads. */
export function useSaveCategory(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryInput) =>
      id === null
        ? apiRequest<CategoryResponse>('/v1/categories/create', { method: 'POST', body })
        : apiRequest<CategoryResponse>(`/v1/categories/update/${id}`, { method: 'PUT', body }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}

/** DELETE /v1/categories/destroy/{id}. A category that still holds products answers 409. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<RespResponse>(`/v1/categories/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}
