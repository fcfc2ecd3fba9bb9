import { Button, Group, Loader, Pagination, Paper, Select, Text, TextInput } from '@mantine/core';
import { ORDER_STATUSES, type Order, type OrderStatus, type OrderType } from '@cashier/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { sortRows } from '@/components/sort-rows';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { ORDER_SORTS, useOrders, useOrderSearch, type OrderFilters, type OrderSort } from '../api';
import { OrdersTable, type OrdersSort } from './orders-table';

const PER_PAGE = 25;
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isSort = (v: string | null): v is OrderSort => (ORDER_SORTS as readonly string[]).includes(v ?? '');

/** What a column sorts by, for the few orders a number search finds (sorted here, not by the server). */
const SORT_VALUE: Record<OrderSort, (o: Order) => string | number> = {
  date: (o) => o.createdAt,
  ticket: (o) => o.ticketNumber,
  type: (o) => o.type,
  status: (o) => o.status,
  total: (o) => o.total,
  paid: (o) => o.paidTotal,
};

interface OrdersListProps {
  /** The table's accessible name. */
  label: string;
  /** The types this list may show, the first one chosen at first; one type means no type filter. */
  types: readonly OrderType[];
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
  const [params, setParams] = useSearchParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderStatus)
    : undefined;
  const typeParam = params.get('type');
  const type: OrderType | undefined =
    typeParam === 'all' && allTypes
      ? undefined
      : types.includes(typeParam as OrderType)
        ? (typeParam as OrderType)
        : types[0];
  const from = isDate(params.get('from')) ? params.get('from')! : undefined;
  const to = isDate(params.get('to')) ? params.get('to')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sortKey = isSort(sortParam) ? sortParam : undefined;
  const sort: OrdersSort = { key: sortKey ?? null, desc: !sortKey || params.get('dir') !== 'asc' };
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);

  const filters: OrderFilters = {
    type,
    status,
    from,
    to,
    ...(sortKey ? { sort: sortKey, dir: sort.desc ? 'desc' : 'asc' } : {}),
    page,
    perPage: PER_PAGE,
  };
  const list = useOrders(filters);
  const found = useOrderSearch(query, allTypes && !type ? null : type ? [type] : types);

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  /** A header clicked: that column ascending, or the other way when it is already the sort. */
  const sortBy = (key: OrderSort) => {
    const current = sort.key ?? 'date';
    const desc = current === key ? !sort.desc : false;
    update({ sort: key, dir: desc ? 'desc' : 'asc' });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim().replace(/^#/, '') || null });
  };

  const filtered = !!(status || from || to || query || (typeParam && typeParam !== types[0]));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
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
      <Group mb="md" align="flex-end" gap="md">
        <form onSubmit={submitSearch} role="search" style={{ flex: '1 1 220px', maxWidth: 300 }}>
          <TextInput
            label={t('sales.list.search')}
            placeholder={t('sales.list.searchPlaceholder')}
            type="search"
            inputMode="numeric"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              if (!e.currentTarget.value) update({ q: null });
            }}
          />
        </form>
        {(types.length > 1 || allTypes) && (
          <Select
            label={t('sales.list.type')}
            w={{ base: '100%', xs: 170 }}
            allowDeselect={false}
            value={type ?? 'all'}
            onChange={(v) => update({ type: v === types[0] ? null : v })}
            data={[
              ...types.map((v) => ({ value: v, label: t(`sales.types.${v}`) })),
              ...(allTypes ? [{ value: 'all', label: t('sales.list.allTypes') }] : []),
            ]}
          />
        )}
        <Select
          label={t('common.status')}
          w={{ base: '100%', xs: 170 }}
          allowDeselect={false}
          value={status ?? 'all'}
          onChange={(v) => update({ status: v === 'all' ? null : v })}
          data={[
            { value: 'all', label: t('sales.list.allStatuses') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`sales.statuses.${s}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('sales.list.from')}
          value={from ?? ''}
          max={to}
          onChange={(e) => update({ from: e.currentTarget.value || null })}
          w={{ base: 'calc(50% - 8px)', xs: 160 }}
        />
        <TextInput
          type="date"
          label={t('sales.list.to')}
          value={to ?? ''}
          min={from}
          onChange={(e) => update({ to: e.currentTarget.value || null })}
          w={{ base: 'calc(50% - 8px)', xs: 160 }}
        />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams(), { replace: true });
            }}
            h={36}
          >
            {t('sales.list.clear')}
          </Button>
        )}
      </Group>
      {query && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('sales.list.searchingFor', { number: query })}
        </Text>
      )}
      {pending && <Loader m="xl" />}
      {error && <QueryError error={error} onRetry={() => void (query ? found.refetch() : list.refetch())} />}
      {rows &&
        (rows.length ? (
          <OrdersTable orders={rows} label={label} sort={sort} onSort={sortBy} />
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {filtered ? t('sales.list.noMatch') : t('sales.list.empty')}
          </Text>
        ))}
      {!query && list.data && list.data.total > PER_PAGE && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('table.showing', {
              from: formatNumber((page - 1) * PER_PAGE + 1, locale),
              to: formatNumber((page - 1) * PER_PAGE + list.data.orders.length, locale),
              total: formatNumber(list.data.total, locale),
            })}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(p) => update({ page: p === 1 ? null : String(p) })}
            size="md"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('table.previous') : t('table.next'),
            })}
          />
        </Group>
      )}
    </Paper>
  );
}
