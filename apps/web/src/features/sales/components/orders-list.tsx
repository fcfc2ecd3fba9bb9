import { Button, Group, Loader, Pagination, Paper, Select, Text, TextInput } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '@cashier/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useOrders, useOrderSearch, type OrderFilters } from '../api';
import { OrdersTable } from './orders-table';

const PER_PAGE = 25;
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

interface OrdersListProps {
  /** The table's accessible name. */
  label: string;
  /** The types this list may show, the first one chosen at first; one type means no type filter. */
  types: readonly OrderType[];
  /** Offer "all types" in the type filter (the server then answers every type). */
  allTypes?: boolean;
}

/**
 * A sales list: server pages of orders filtered by status, type and business dates (kept in the
 * address, so going back from an order returns to the same page), or the orders whose ticket or
 * invoice number is searched for. The events stream refreshes it as orders change.
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
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);

  const filters: OrderFilters = { type, status, from, to, page, perPage: PER_PAGE };
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

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim().replace(/^#/, '') || null });
  };

  const filtered = !!(status || from || to || query || (typeParam && typeParam !== types[0]));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  const rows = query ? found.data : list.data?.orders;
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
          <OrdersTable orders={rows} label={label} />
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
