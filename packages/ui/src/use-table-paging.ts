import { useState } from 'react';
import type { ServerPaging, TableSort } from './data-table';

/**
 * The page and sort of a list the server pages (DataTable's `server`, less the total the answer
 * brings). A new sort, or a new filter (`filterKey`: the search, a category…), goes back to the
 * first page.
 */
export function useTablePaging(initial: TableSort, filterKey: string): Omit<ServerPaging, 'total'> {
  const [sort, setSort] = useState(initial);
  const [page, setPage] = useState(1);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setPage(1);
  }
  return {
    sort,
    page,
    onPage: setPage,
    onSort: (next) => {
      setSort(next);
      setPage(1);
    },
  };
}
