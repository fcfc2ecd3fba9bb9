import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterProducts, findByCode, indexProducts, type PosProduct } from '@cashier/sale';
import { preloadDialogs } from '../components/lazy-dialogs';
import { PAGE_SIZE } from '../components/product-grid';

export type ProductSearch = ReturnType<typeof useProductSearch>;

/**
 * What the grid shows: the products matching the search text and the category tab, a page at a
 * time. It sets the performance marks the bench reads: `pos:ready` once the first products are on
 * screen, and `pos:search` from each keystroke to the commit that shows its matches.
 */
export function useProductSearch(products: readonly PosProduct[] | undefined) {
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);

  const index = useMemo(() => indexProducts(products ?? []), [products]);
  const matches = useMemo(() => {
    performance.mark('pos:filter-start');
    const found = filterProducts(index, text, categoryId);
    performance.measure('pos:filter', 'pos:filter-start');
    return found;
  }, [index, text, categoryId]);

  const ready = useRef(false);
  const searching = useRef(false);
  useEffect(() => {
    if (!ready.current && matches.length > 0) {
      ready.current = true;
      performance.mark('pos:ready');
      setTimeout(preloadDialogs, 500);
    }
    if (searching.current) {
      searching.current = false;
      performance.measure('pos:search', 'pos:search-start');
    }
  }, [matches, text]);

  /** A keystroke in the search box: a new search, from the first page. */
  const type = useCallback((value: string) => {
    performance.mark('pos:search-start');
    searching.current = true;
    setText(value);
    setLimit(PAGE_SIZE);
  }, []);

  const chooseCategory = useCallback((id: number | null) => {
    setCategoryId(id);
    setLimit(PAGE_SIZE);
  }, []);

  const showMore = useCallback(() => setLimit((l) => l + PAGE_SIZE), []);

  /** What Enter in the search box adds: the product with this barcode or code, else the only match. */
  const hit = (): PosProduct | undefined =>
    findByCode(products ?? [], text) ?? (matches.length === 1 ? matches[0] : undefined);

  return { text, type, clear: () => setText(''), categoryId, chooseCategory, limit, showMore, matches, hit };
}
