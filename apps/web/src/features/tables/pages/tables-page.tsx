import { Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPlus, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useFloor, useTables } from '../api';
import { FloorView } from '../components/floor-view';
import { TablesList } from '../components/tables-list';
import { useConfirmDeleteTable } from '../components/use-delete-table';
import { useTableAccess } from '../components/use-table-access';

function Floor() {
  const { t } = useTranslation();
  const floor = useFloor();
  if (floor.isPending) return <Loader m="xl" />;
  if (floor.isError) return <QueryError error={floor.error} onRetry={() => void floor.refetch()} />;
  if (!floor.data.length)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('tables.emptyFloor')}
      </Text>
    );
  return <FloorView tables={floor.data} />;
}

function List() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const tables = useTables();
  const access = useTableAccess();
  const confirmDelete = useConfirmDeleteTable();
  const rows = (tables.data ?? []).filter((x) => matchesSearch(search, x.name, x.area, x.areaAr));
  return (
    <Paper withBorder radius="md" p="md">
      <Group mb="md">
        <SearchInput value={search} onChange={setSearch} />
      </Group>
      {tables.isPending && <Loader m="xl" />}
      {tables.isError && <QueryError error={tables.error} onRetry={() => void tables.refetch()} />}
      {tables.isSuccess &&
        (rows.length ? (
          <TablesList tables={rows} onDelete={access.manage ? confirmDelete : null} />
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {search ? t('common.noMatch') : t('tables.empty')}
          </Text>
        ))}
    </Paper>
  );
}

/** /admin/tables: the floor (live statuses and open orders) or the list to manage tables. */
export function TablesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const access = useTableAccess();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'floor';

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('tables.title')}
        actions={
          access.manage && (
            <>
              <Button
                component={Link}
                to={to('/admin/tables/tables-menu')}
                variant="default"
                leftSection={<IconQrcode size={18} />}
              >
                {t('tables.qrCodes')}
              </Button>
              <Button component={Link} to={to('/admin/tables/create')} leftSection={<IconPlus size={18} />}>
                {t('tables.create')}
              </Button>
            </>
          )
        }
      />
      <SegmentedControl
        mb="md"
        w="fit-content"
        aria-label={t('tables.view')}
        value={view}
        onChange={(v) => setParams(v === 'list' ? { view: 'list' } : {}, { replace: true })}
        data={[
          {
            value: 'floor',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconLayoutGrid size={16} aria-hidden />
                {t('tables.floor')}
              </Group>
            ),
          },
          {
            value: 'list',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconList size={16} aria-hidden />
                {t('tables.list')}
              </Group>
            ),
          },
        ]}
      />
      {view === 'floor' ? <Floor /> : <List />}
    </Stack>
  );
}
