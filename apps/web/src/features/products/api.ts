import type {
  ProductCreatedResponse,
  ProductResponse,
  RespResponse,
  Product,
  ProductInput,
} from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesQuery, invalidateCatalog, productsQuery } from '@/lib/catalog';

/** GET /v1/products. */
export function useProducts() {
  return useQuery(productsQuery());
}

/** GET /v1/categories, for the category filter, the select and the category column. */
export function useCategoryOptions() {
  return useQuery(categoriesQuery());
}

/** One product, read from the list (the API has no single-product read). */
export function useProduct(id: number | null) {
  return useQuery({
    ...productsQuery(),
    enabled: id !== null,
    select: (list): Product | null => list.find((p) => p.id === id) ?? null,
  });
}

/** POST /v1/products/create or POST /v1/products/update/{id}; then product and category lists reload. */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductInput): Promise<Product | undefined> =>
      id === null
        ? (await apiRequest<ProductCreatedResponse>('/v1/products/create', { method: 'POST', body }))
            .products[0]
        : (await apiRequest<ProductResponse>(`/v1/products/update/${id}`, { method: 'POST', body })).product,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}

/** DELETE /v1/products/destroy/{id}. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RespResponse>(`/v1/products/destroy/${id}`, { method: 'DELETE' }),
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalog(client),
  });
}
