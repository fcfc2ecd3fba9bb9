import { useSearchParams } from 'react-router';
import type { ExpenseListFilter } from '../api';
import { withChanges } from '@/lib/search-params';

export const PER_PAGE = 25;
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The list's days, category and page, kept in the address (a link or a reload shows the same
 * list); a change other than the page goes back to page 1.
 */
export function useExpenseFilter() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const filter: ExpenseListFilter = {
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
    category: params.get('category')?.trim().slice(0, 80) || undefined,
    page: Math.max(1, Math.min(1_000_000, Number(params.get('page')) || 1)),
    perPage: PER_PAGE,
  };
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withChanges(current, changes), { replace: true });
  return {
    filter,
    /** The "to" day is before the "from" day: nothing to ask for. */
    badOrder: !!filter.from && !!filter.to && filter.from > filter.to,
    filtered: !!(filter.from || filter.to || filter.category),
    update,
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
export type ExpenseFilterState = ReturnType<typeof useExpenseFilter>;
