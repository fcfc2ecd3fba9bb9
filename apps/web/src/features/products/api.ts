import type {
  ProductCreatedResponse,
  ProductResponse,
  RespResponse,
  Product,
  ProductInput,
  ProductsQuery,
} from '@cashier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesQuery, invalidateCatalog, productsQuery } from '@/lib/catalog';

/** GET /v1/products: one page, as the server filters and sorts it. */
export function useProducts(query: ProductsQuery) {
  return useQuery(productsQuery(query));
}

/** GET /v1/categories, for the category filter, the select and the category column. */
export function useCategoryOptions() {
  return useQuery(categoriesQuery());
}

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
