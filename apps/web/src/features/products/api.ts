import type { Product, ProductInput } from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalog, useCategories } from '@/api/categories';
import { productsQuery } from '@/api/products';
import { api } from '@cashier/web-core/api-client';

export { useProducts } from '@/api/products';
export { useStations } from '@/api/stations';

/** GET /v1/categories, for the category filter, the select and the category column. */
export const useCategoryOptions = useCategories;

/** One product, for its form: GET /v1/products?ids={id}. */
export function useProduct(id: number | null) {
  return useQuery({
    ...productsQuery({ ids: [id ?? 0] }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    select: (page): Product | null => page.products[0] ?? null,
  });
}

/** POST /v1/products/create or POST /v1/products/update/{id}; then product and category lists reload. */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductInput): Promise<Product | undefined> =>
      id === null
        ? (await api('POST /v1/products/create', { body })).products[0]
        : (await api('POST /v1/products/update/:id', { params: { id }, body })).product,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}

/** DELETE /v1/products/destroy/{id}. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/products/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}
