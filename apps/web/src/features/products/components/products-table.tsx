import { Text } from '@mantine/core';
import type { Category, Product } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/active-badge';
import { DataTable, type Column } from '@/components/data-table';
import { RowActions } from '@/components/row-actions';
import { Thumbnail } from '@/components/thumbnail';
import { formatDate, formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';

interface ProductsTableProps {
  products: Product[];
  categories: Map<number, Category>;
  onDelete: (product: Product) => void;
  /** The search and category filter: a new one goes back to the first page. */
  filterKey: string;
}

/**
 * Names in the active language; newest first, so what was just added is on the first page; one
 * page at a time however long the menu is.
 */
export function ProductsTable({ products, categories, onDelete, filterKey }: ProductsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { currency } = useAppSettings();

  const columns = useMemo((): Column<Product>[] => {
    const nameOf = (item: { nameEn: string; nameAr: string }) =>
      locale === 'ar' ? item.nameAr : item.nameEn;
    const categoryName = (p: Product) => {
      const category = categories.get(p.categoryId);
      return category ? nameOf(category) : null;
    };
    return [
      {
        key: 'picture',
        header: t('products.picture'),
        render: (p) => <Thumbnail src={p.image} alt={nameOf(p)} />,
      },
      {
        key: 'name',
        header: t('products.name'),
        sortValue: nameOf,
        render: (p) => (
          <Text size="sm" fw={500}>
            {nameOf(p)}
          </Text>
        ),
      },
      {
        key: 'category',
        header: t('products.category'),
        sortValue: categoryName,
        render: (p) => categoryName(p) ?? '—',
      },
      {
        key: 'price',
        header: t('products.price'),
        sortValue: (p) => p.price,
        render: (p) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }} span>
            {formatPrice(p.price, currency, locale)}
          </Text>
        ),
      },
      {
        key: 'sku',
        header: t('products.sku'),
        sortValue: (p) => p.sku,
        render: (p) => (
          <Text size="sm" c={p.sku ? undefined : 'dimmed'} dir="ltr" span>
            {p.sku ?? '—'}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('common.status'),
        sortValue: (p) => (p.active ? 0 : 1),
        render: (p) => <ActiveBadge active={p.active} />,
      },
      {
        key: 'added',
        header: t('products.added'),
        sortValue: (p) => Date.parse(p.createdAt),
        render: (p) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }} span>
            {formatDate(p.createdAt, locale)}
          </Text>
        ),
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (p) => (
          <RowActions
            name={nameOf(p)}
            editTo={to(`/admin/products/edit/${p.id}`)}
            onDelete={() => onDelete(p)}
          />
        ),
      },
    ];
  }, [t, locale, to, currency, categories, onDelete]);

  return (
    <DataTable
      rows={products}
      columns={columns}
      rowKey={(p) => p.id}
      minWidth={860}
      initialSort="added"
      initialDesc
      filterKey={filterKey}
      label={t('products.title')}
    />
  );
}
