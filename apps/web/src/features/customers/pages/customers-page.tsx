import { Button, Group, Loader, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CustomersQuery } from '@cashier/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@cashier/ui/search-input';
import { useTablePaging } from '@cashier/ui/use-table-paging';
import { useLocalizedPath } from '@/lib/paths';
import { useCustomers } from '../api';
import { CustomersTable } from '../components/customers-table';
import { useConfirmDeleteCustomer } from '../components/use-delete-customer';

/** Rows a page shows: the server sends just these. */
const PAGE_SIZE = 25;

/**
 * /admin/customers and /admin/customers/subscribers: one list, the second filtered by the server.
 * The server searches (name, phone digits, e-mail), filters, sorts and pages, so twenty thousand
 * customers load 25 at a time.
 */
function CustomerList({ subscribers }: { subscribers: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [owingOnly, setOwingOnly] = useState(false);
  const paging = useTablePaging({ key: 'name', desc: false }, `${subscribers}|${owingOnly}|${q}`);
  const customers = useCustomers({
    subscribers,
    owing: owingOnly,
    q: q || undefined,
    sort: (paging.sort.key ?? 'name') as CustomersQuery['sort'],
    dir: paging.sort.desc ? 'desc' : 'asc',
    page: paging.page,
    perPage: PAGE_SIZE,
  });
  const confirmDelete = useConfirmDeleteCustomer();

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
          (customers.data.total ? (
            <CustomersTable
              customers={customers.data.customers}
              onDelete={confirmDelete}
              paging={{ ...paging, total: customers.data.total }}
            />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {q || owingOnly
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
