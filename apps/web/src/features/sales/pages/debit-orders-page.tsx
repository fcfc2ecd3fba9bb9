import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Customer } from '@cashier/contracts';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@/lib/settings';
import { useCan } from '@/lib/staff';
import { useCustomers } from '../api';
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

function Balances() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const can = useCan();
  const customers = useCustomers();
  const [settling, setSettling] = useState<Customer | null>(null);
  const owing = (customers.data ?? []).filter((c) => c.balance > 0).sort((a, b) => b.balance - a.balance);
  const total = owing.reduce((sum, c) => sum + c.balance, 0);

  if (!can('customers.view')) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} size="h4">
          {t('sales.debit.balances')}
        </Title>
        {owing.length > 0 && (
          <Text fw={700} aria-label={t('sales.debit.totalOwed')}>
            {t('sales.debit.totalOwedValue', { amount: formatPrice(total, currency, locale) })}
          </Text>
        )}
      </Group>
      {customers.isPending && <Loader m="md" />}
      {customers.isError && <QueryError error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.isSuccess && !owing.length && (
        <Text c="dimmed" py="md" ta="center">
          {t('sales.debit.noBalances')}
        </Text>
      )}
      {owing.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label={t('sales.debit.balances')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.list.customer')}</Table.Th>
                <Table.Th>{t('sales.debit.phone')}</Table.Th>
                <Table.Th ta="end">{t('sales.debit.balance')}</Table.Th>
                <Table.Th ta="end">{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {owing.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td fw={500}>{c.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" span dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
                      {c.phone ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm" span fw={700} c="red.7" style={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(c.balance, currency, locale)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    {can('payments.take') && (
                      <Button
                        size="sm"
                        h={44}
                        variant="light"
                        leftSection={<IconCash size={18} />}
                        onClick={() => setSettling(c)}
                        aria-label={t('sales.debit.takePaymentFrom', { name: c.name })}
                      >
                        {t('sales.debit.takePayment')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SettleDialog customer={settling} currency={currency} onClose={() => setSettling(null)} />
    </Paper>
  );
}
