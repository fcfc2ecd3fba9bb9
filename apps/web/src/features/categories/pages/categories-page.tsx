import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useCategories } from '../api';
import { CategoriesTable } from '../components/categories-table';
import { useConfirmDeleteCategory } from '../components/use-delete-category';

export function CategoriesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [search, setSearch] = useState('');
  const categories = useCategories();
  const confirmDelete = useConfirmDeleteCategory();
  const rows = useMemo(
    () => (categories.data ?? []).filter((c) => matchesSearch(search, c.nameEn, c.nameAr)),
    [categories.data, search],
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('categories.title')}
        actions={
          <Button component={Link} to={to('/admin/categories/create')} leftSection={<IconPlus size={18} />}>
            {t('categories.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group mb="md">
          <SearchInput value={search} onChange={setSearch} />
        </Group>
        {categories.isPending && <Loader m="xl" />}
        {categories.isError && (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        )}
        {categories.isSuccess &&
          (rows.length ? (
            <CategoriesTable categories={rows} onDelete={confirmDelete} filterKey={search} />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search ? t('common.noMatch') : t('categories.empty')}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}
