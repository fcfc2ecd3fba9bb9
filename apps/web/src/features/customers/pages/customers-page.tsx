import { Button, Group, Loader, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { Customer } from '@cashier/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@/components/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useCustomers } from '../api';
import { CustomersTable } from '../components/customers-table';
import { useConfirmDeleteCustomer } from '../components/use-delete-customer';

/** Phones are stored without spaces and dashes, so the search drops them too. */
function matches(search: string, c: Customer): boolean {
  const digits = search.replace(/[\s-]/g, '');
  return matchesSearch(search, c.name, c.email) || (!!digits && !!c.phone?.includes(digits));
}

/** /admin/customers and /admin/customers/subscribers: one list, the second filtered by the server. */
function CustomerList({ subscribers }: { subscribers: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [owingOnly, setOwingOnly] = useState(false);
  const customers = useCustomers(subscribers);
  const confirmDelete = useConfirmDeleteCustomer();
  const rows = (customers.data ?? []).filter((c) => (!owingOnly || c.balance > 0) && matches(search, c));

  return (
    <Stack gap={0}>
      <PageHeader
        title={subscribers ? t('customers.subscribersTitle') : t('customers.title')}
        actions={
          <Button component={Link} to={to('/admin/customers/create')} leftSection={<IconPlus size={18} />}>
            {t('customers.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group mb="md" align="flex-end" gap="md">
          <SegmentedControl
            aria-label={t('customers.show')}
            value={subscribers ? 'subscribers' : 'all'}
            onChange={(v) =>
              void navigate(to(v === 'subscribers' ? '/admin/customers/subscribers' : '/admin/customers'))
            }
            data={[
              { value: 'all', label: t('customers.all') },
              { value: 'subscribers', label: t('customers.subscribersOnly') },
            ]}
          />
          <SearchInput value={search} onChange={setSearch} />
          <Switch
            label={t('customers.owingOnly')}
            checked={owingOnly}
            onChange={(e) => setOwingOnly(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {customers.isPending && <Loader m="xl" />}
        {customers.isError && <QueryError error={customers.error} onRetry={() => void customers.refetch()} />}
        {customers.isSuccess &&
          (rows.length ? (
            <CustomersTable customers={rows} onDelete={confirmDelete} />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search || owingOnly
                ? t('common.noMatch')
                : subscribers
                  ? t('customers.emptySubscribers')
                  : t('customers.empty')}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}

export function CustomersPage() {
  return <CustomerList subscribers={false} />;
}

export function SubscribersPage() {
  return <CustomerList subscribers />;
}
