import type { Category, CategoryInput } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesQuery, invalidateCatalog } from '@/api/categories';
import { api } from '@cashier/web-core/api-client';

export { useCategories } from '@/api/categories';
export { useStations } from '@/api/stations';

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
        ? api('POST /v1/categories/create', { body })
        : api('PUT /v1/categories/update/:id', { params: { id }, body }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}

/** DELETE /v1/categories/destroy/{id}. A category that still holds products answers 409. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/categories/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}
