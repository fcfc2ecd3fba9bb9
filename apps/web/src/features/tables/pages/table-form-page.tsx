import { Button, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DiningTable } from '@cashier/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useTables } from '../api';
import { TableForm } from '../components/table-form';

/** The areas in use, sorted, each with its Arabic name ('' when it has none). */
function areasOf(tables: DiningTable[]): Map<string, string> {
  const areas = new Map<string, string>();
  for (const x of [...tables].sort((a, b) => (a.area ?? '').localeCompare(b.area ?? ''))) {
    if (x.area && !areas.get(x.area)) areas.set(x.area, x.areaAr ?? '');
  }
  return areas;
}

function FormScreen({ table, tables }: { table: DiningTable | null; tables: DiningTable[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const onSaved = () => {
    notifySuccess(t('tables.saved'));
    void navigate(to('/admin/tables?view=list'));
  };
  return (
    <Stack gap={0}>
      <PageHeader title={table ? t('tables.editTitle', { name: table.name }) : t('tables.createTitle')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <TableForm key={table?.id ?? 'new'} table={table} areas={areasOf(tables)} onSaved={onSaved} />
      </Paper>
    </Stack>
  );
}

/**
 * Without an id (the route makes it optional) a manager who chose "edit" wants to pick a table,
 * not to create one, so the page lists the tables to choose from.
 */
function PickTable({ tables }: { tables: DiningTable[] }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Stack gap={0}>
      <PageHeader title={t('tables.pickTitle')} />
      <Paper withBorder radius="md" p="md">
        {tables.length ? (
          <>
            <Text mb="md">{t('tables.pickHint')}</Text>
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
              {tables.map((x) => (
                <Button
                  key={x.id}
                  component={Link}
                  to={to(`/admin/tables/edit/${x.id}`)}
                  variant="default"
                  h={56}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {x.name}
                </Button>
              ))}
            </SimpleGrid>
          </>
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {t('tables.empty')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/** /admin/tables/create. */
export function TableCreatePage() {
  const tables = useTables();
  // The area suggestions come from the list; the form does not wait for it.
  return <FormScreen table={null} tables={tables.data ?? []} />;
}

/** /admin/tables/edit/:id?. */
export function TableEditPage() {
  const params = useParams();
  const tables = useTables();
  const id = params.id === undefined ? null : Number(params.id);

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  if (tables.isPending) return <Loader m="xl" />;
  if (tables.isError) return <QueryError error={tables.error} onRetry={() => void tables.refetch()} />;
  const collator = new Intl.Collator(undefined, { numeric: true });
  if (id === null)
    return <PickTable tables={[...tables.data].sort((a, b) => collator.compare(a.name, b.name))} />;
  const table = tables.data.find((x) => x.id === id);
  return table ? <FormScreen table={table} tables={tables.data} /> : <NotFoundView />;
}
