import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@/components/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useCategoryOptions, useProducts } from '../api';
import { CategorySelect } from '../components/category-select';
import { ProductsTable } from '../components/products-table';
import { useConfirmDeleteProduct } from '../components/use-delete-product';

export function ProductsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const products = useProducts();
  const categories = useCategoryOptions();
  const confirmDelete = useConfirmDeleteProduct();
  const categoryFilter = params.get('category') ?? '';
  const byId = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c])), [categories.data]);

  const rows = useMemo(
    () =>
      (products.data ?? []).filter(
        (p) =>
          (!categoryFilter || String(p.categoryId) === categoryFilter) &&
          matchesSearch(search, p.nameEn, p.nameAr, p.sku, p.barcode),
      ),
    [products.data, categoryFilter, search],
  );
  const setCategory = (value: string) => setParams(value ? { category: value } : {}, { replace: true });
  const createTo = to(`/admin/products/create${categoryFilter ? `?category=${categoryFilter}` : ''}`);

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('products.title')}
        actions={
          <Button component={Link} to={createTo} leftSection={<IconPlus size={18} />}>
            {t('products.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group mb="md" align="flex-end">
          <SearchInput value={search} onChange={setSearch} />
          <CategorySelect
            label={t('products.category')}
            categories={categories.data ?? []}
            value={categoryFilter}
            onChange={setCategory}
            emptyLabel={t('products.allCategories')}
          />
        </Group>
        {products.isPending && <Loader m="xl" />}
        {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
        {products.isSuccess &&
          (rows.length ? (
            <ProductsTable
              products={rows}
              categories={byId}
              onDelete={confirmDelete}
              filterKey={`${categoryFilter}|${search}`}
            />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search || categoryFilter ? t('common.noMatch') : t('products.empty')}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}
