import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useStations } from '../api';
import { StationsTable } from '../components/stations-table';
import { useConfirmDeleteStation } from '../components/use-delete-station';

/** /admin/stations: where the kitchen makes things (Grill, Cold, Bar...); categories route to them. */
export function StationsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [search, setSearch] = useState('');
  const stations = useStations();
  const confirmDelete = useConfirmDeleteStation();
  const rows = useMemo(
    () => (stations.data ?? []).filter((s) => matchesSearch(search, s.nameEn, s.nameAr)),
    [stations.data, search],
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('stations.title')}
        actions={
          <Button component={Link} to={to('/admin/stations/create')} leftSection={<IconPlus size={18} />}>
            {t('stations.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed" size="sm" mb="md">
          {t('stations.intro')}
        </Text>
        <Group mb="md">
          <SearchInput value={search} onChange={setSearch} />
        </Group>
        {stations.isPending && <Loader m="xl" />}
        {stations.isError && <QueryError error={stations.error} onRetry={() => void stations.refetch()} />}
        {stations.isSuccess &&
          (rows.length ? (
            <StationsTable stations={rows} onDelete={confirmDelete} filterKey={search} />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search ? t('common.noMatch') : t('stations.empty')}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}
