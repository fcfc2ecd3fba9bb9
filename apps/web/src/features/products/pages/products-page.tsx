import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@cashier/ui/search-input';
import { useTablePaging } from '@cashier/ui/use-table-paging';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useCategoryOptions, useProducts } from '../api';
import { CategorySelect } from '../components/category-select';
import { productSort, ProductsTable } from '../components/products-table';
import { useConfirmDeleteProduct } from '../components/use-delete-product';

/** Rows a page shows: the server sends just these. */
const PAGE_SIZE = 25;

export function ProductsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const categoryFilter = params.get('category') ?? '';
  const paging = useTablePaging({ key: 'added', desc: true }, `${categoryFilter}|${q}`);
  // The server filters, sorts and pages: a menu of thousands never comes down whole.
  const products = useProducts({
    category: categoryFilter ? Number(categoryFilter) : undefined,
    q: q || undefined,
    sort: productSort(paging.sort.key, locale),
    dir: paging.sort.desc ? 'desc' : 'asc',
    page: paging.page,
    perPage: PAGE_SIZE,
  });
  const categories = useCategoryOptions();
  const confirmDelete = useConfirmDeleteProduct();
  const byId = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c])), [categories.data]);

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
          (products.data.total ? (
            <ProductsTable
              products={products.data.products}
              categories={byId}
              onDelete={confirmDelete}
              paging={{ ...paging, total: products.data.total }}
            />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {q || categoryFilter ? t('common.noMatch') : t('products.empty')}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}
