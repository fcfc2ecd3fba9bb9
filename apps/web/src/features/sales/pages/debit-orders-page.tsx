import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Customer } from '@cashier/contracts';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { useCan } from '@/lib/can';
import { useOwingCustomers } from '../api';
import { OrdersList } from '../components/orders-list';
import { SettleDialog } from '../components/settle-dialog';

/** /admin/sales/debit-orders: what customers owe on account, a payment that settles it, and the debit orders. */
export function DebitOrdersPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('sales.debit.title')} />
      <Balances />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('sales.debit.orders')}
        </Title>
        <OrdersList label={t('sales.debit.orders')} types={['debit']} />
      </Stack>
    </Stack>
  );
}

/** Owing customers a page shows. */
const PAGE_SIZE = 25;

/**
 * Who owes on account, the largest balance first: the server filters, sorts and pages (a
 * restaurant can have thousands of account customers) and sums what they owe together.
 */
function Balances() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const can = useCan();
  const [page, setPage] = useState(1);
  const customers = useOwingCustomers(page, PAGE_SIZE);
  const [settling, setSettling] = useState<Customer | null>(null);
  const owing = customers.data?.customers ?? [];
  const total = customers.data?.total ?? 0;

  const columns = useBalanceColumns(setSettling);

  if (!can('customers.view')) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} size="h4">
          {t('sales.debit.balances')}
        </Title>
        {total > 0 && (
          <Text fw={700} aria-label={t('sales.debit.totalOwed')}>
            {t('sales.debit.totalOwedValue', {
              amount: formatPrice(customers.data?.owed ?? 0, currency, locale),
            })}
          </Text>
        )}
      </Group>
      {customers.isPending && <Loader m="md" />}
      {customers.isError && <QueryError error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.isSuccess && total === 0 && (
        <Text c="dimmed" py="md" ta="center">
          {t('sales.debit.noBalances')}
        </Text>
      )}
      {total > 0 && (
        <DataTable
          rows={owing}
          columns={columns}
          rowKey={(c) => c.id}
          minWidth={520}
          pageSize={PAGE_SIZE}
          label={t('sales.debit.balances')}
          server={{
            total,
            page,
            onPage: setPage,
            sort: { key: 'balance', desc: true },
            onSort: () => undefined,
          }}
        />
      )}
      <SettleDialog customer={settling} currency={currency} onClose={() => setSettling(null)} />
    </Paper>
  );
}

/** The balances table's columns: who, their phone, what they owe, and "Take payment" for staff who may. */
function useBalanceColumns(onSettle: (customer: Customer) => void): Column<Customer>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const can = useCan();
  return [
    {
      key: 'name',
      header: t('sales.list.customer'),
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('sales.debit.phone'),
      render: (c) => (
        <Text size="sm" span dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
          {c.phone ?? '—'}
        </Text>
      ),
    },
    {
      key: 'balance',
      header: t('sales.debit.balance'),
      align: 'end',
      render: (c) => (
        <Text size="sm" span fw={700} c="red.7" style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(c.balance, currency, locale)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (c) =>
        can('payments.take') && (
          <Button
            size="sm"
            h={44}
            variant="light"
            leftSection={<IconCash size={18} />}
            onClick={() => onSettle(c)}
            aria-label={t('sales.debit.takePaymentFrom', { name: c.name })}
          >
            {t('sales.debit.takePayment')}
          </Button>
        ),
    },
  ];
}
