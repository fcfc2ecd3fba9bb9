import { ORDER_STATUSES, type OrderKind, type OrderStatus } from '@cashier/contracts';
import { useSearchParams } from 'react-router';
import { ORDER_SORTS, type OrderSort } from '../api';
import type { OrdersSort } from '../components/orders-table';
import { withChanges } from '@/lib/search-params';

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isSort = (v: string | null): v is OrderSort => (ORDER_SORTS as readonly string[]).includes(v ?? '');

export type OrderListFilters = ReturnType<typeof useOrderFilters>;

/**
 * A sales list's filters, page, sort and number search, kept in the address (so going back from an
 * order returns to the same page and order); a value the list cannot show falls back to its default.
 */
export function useOrderFilters(types: readonly OrderKind[], allTypes: boolean) {
  const [params, setParams] = useSearchParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderStatus)
    : undefined;
  const typeParam = params.get('type');
  const type: OrderKind | undefined =
    typeParam === 'all' && allTypes
      ? undefined
      : types.includes(typeParam as OrderKind)
        ? (typeParam as OrderKind)
        : types[0];
  const from = isDate(params.get('from')) ? params.get('from')! : undefined;
  const to = isDate(params.get('to')) ? params.get('to')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sortKey = isSort(sortParam) ? sortParam : undefined;
  const sort: OrdersSort = { key: sortKey ?? null, desc: !sortKey || params.get('dir') !== 'asc' };
  const query = params.get('q') ?? '';

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | null>) => {
    setParams((current) => withChanges(current, changes), { replace: true });
  };

  /** A header clicked: that column ascending, or the other way when it is already the sort. */
  const sortBy = (key: OrderSort) => {
    const current = sort.key ?? 'date';
    const desc = current === key ? !sort.desc : false;
    update({ sort: key, dir: desc ? 'desc' : 'asc' });
  };

  return {
    status,
    type,
    from,
    to,
    page,
    sortKey,
    sort,
    query,
    filtered: !!(status || from || to || query || (typeParam && typeParam !== types[0])),
    update,
    sortBy,
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
