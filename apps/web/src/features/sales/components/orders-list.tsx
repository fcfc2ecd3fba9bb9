import { Group, Loader, Pagination, Paper, Text } from '@mantine/core';
import { orderKind, type Order, type OrderKind } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { sortRows } from '@cashier/ui/sort-rows';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useOrders, useOrderSearch, type OrderSort } from '../api';
import { useOrderFilters } from '../hooks/use-order-filters';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersTable } from './orders-table';

const PER_PAGE = 25;

/** What a column sorts by, for the few orders a number search finds (sorted here, not by the server). */
const SORT_VALUE: Record<OrderSort, (o: Order) => string | number> = {
  date: (o) => o.createdAt,
  ticket: (o) => o.ticketNumber,
  type: (o) => orderKind(o),
  status: (o) => o.status,
  total: (o) => o.total,
  paid: (o) => o.paidTotal,
};

interface OrdersListProps {
  /** The table's accessible name. */
  label: string;
  /**
   * The kinds of order this list may show (counter and dine-in apart), the first one chosen at
   * first; one kind means no kind filter.
   */
  types: readonly OrderKind[];
  /** Offer "all types" in the type filter (the server then answers every type). */
  allTypes?: boolean;
}

/**
 * A sales list: server pages of orders filtered by status, type and business dates and sorted by
 * a column (kept in the address, so going back from an order returns to the same page and order),
 * or the orders whose ticket or invoice number is searched for. The server sorts the whole result
 * before paging it, so page 1 sorted by total holds the largest orders of all, not of one page.
 * The events stream refreshes it as orders change.
 */
export function OrdersList({ label, types, allTypes = false }: OrdersListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const filters = useOrderFilters(types, allTypes);
  const { type, status, from, to, page, sortKey, sort, query } = filters;
  const list = useOrders({
    kind: type,
    status,
    from,
    to,
    ...(sortKey ? { sort: sortKey, dir: sort.desc ? 'desc' : 'asc' } : {}),
    page,
    perPage: PER_PAGE,
  });
  const found = useOrderSearch(query, allTypes && !type ? null : type ? [type] : types);

  const rows =
    query && found.data && sortKey
      ? sortRows(found.data, SORT_VALUE[sortKey], sort.desc, locale)
      : query
        ? found.data
        : list.data?.orders;
  const pending = query ? found.isPending : list.isPending;
  const error = query ? found.error : list.error;

  return (
    <Paper withBorder radius="md" p="md">
      <OrdersFilterBar filters={filters} types={types} allTypes={allTypes} />
      {query && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('sales.list.searchingFor', { number: query })}
        </Text>
      )}
      {pending && <Loader m="xl" />}
      {error && <QueryError error={error} onRetry={() => void (query ? found.refetch() : list.refetch())} />}
      {rows &&
        (rows.length ? (
          <OrdersTable orders={rows} label={label} sort={sort} onSort={filters.sortBy} />
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {filters.filtered ? t('sales.list.noMatch') : t('sales.list.empty')}
          </Text>
        ))}
      {!query && list.data && list.data.total > PER_PAGE && (
        <OrdersPager
          page={page}
          shown={list.data.orders.length}
          total={list.data.total}
          onPage={(p) => filters.update({ page: p === 1 ? null : String(p) })}
        />
      )}
    </Paper>
  );
}

/** Which orders of how many are shown, and the page buttons. */
function OrdersPager({
  page,
  shown,
  total,
  onPage,
}: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('table.showing', {
          from: formatNumber((page - 1) * PER_PAGE + 1, locale),
          to: formatNumber((page - 1) * PER_PAGE + shown, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="md"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('table.previous') : t('table.next'),
        })}
      />
    </Group>
  );
}
