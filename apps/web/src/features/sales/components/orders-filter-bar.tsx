import { Button, Group, Select, TextInput } from '@mantine/core';
import { ORDER_STATUSES, type OrderKind } from '@cashier/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListFilters } from '../hooks/use-order-filters';

interface OrdersFilterBarProps {
  filters: OrderListFilters;
  types: readonly OrderKind[];
  allTypes: boolean;
}

/** Search by number, type, status and business dates, and a button that clears them all. */
export function OrdersFilterBar({ filters, types, allTypes }: OrdersFilterBarProps) {
  const { t } = useTranslation();
  const { type, status, from, to, update } = filters;
  const [search, setSearch] = useState(filters.query);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim().replace(/^#/, '') || null });
  };

  return (
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
            ...types.map((v) => ({ value: v, label: t(`orderKinds.${v}`) })),
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
      <DateRange from={from} to={to} update={update} />
      {filters.filtered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            setSearch('');
            filters.clear();
          }}
          h={36}
        >
          {t('sales.list.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The first and last business dates, each bounding the other. */
function DateRange({ from, to, update }: Pick<OrderListFilters, 'from' | 'to' | 'update'>) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
