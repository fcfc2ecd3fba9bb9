import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, productsQuery } from '@/lib/catalog';

/** Counts for the welcome card, from the shared catalogue lists. */
export function useCatalogCounts() {
  const categories = useQuery({ ...categoriesQuery(), select: (list) => list.length });
  const products = useQuery({ ...productsQuery(), select: (list) => list.length });
  return { categories, products };
}
