import { Text } from '@mantine/core';
import type { Category, Product, ProductsQuery } from '@cashier/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column, type ServerPaging } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { Thumbnail } from '@cashier/ui/thumbnail';
import { formatDate, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { StationCell } from './station-cell';

interface ProductsTableProps {
  /** One page of products, as the server sorted it. */
  products: Product[];
  categories: Map<number, Category>;
  onDelete: (product: Product) => void;
  paging: ServerPaging;
}

/** The server's sort for a column of this table; names sort in the active language. */
export function productSort(key: string | null, locale: string): ProductsQuery['sort'] {
  const ar = locale === 'ar';
  const sorts: Record<string, ProductsQuery['sort']> = {
    name: ar ? 'nameAr' : 'nameEn',
    category: ar ? 'categoryAr' : 'categoryEn',
    price: 'price',
    sku: 'sku',
    status: 'active',
    added: 'added',
  };
  return key ? sorts[key] : undefined;
}

/**
 * Names in the active language; newest first, so what was just added is on the first page. The
 * server sorts and pages, so a menu of thousands loads a page at a time.
 */
export function ProductsTable({ products, categories, onDelete, paging }: ProductsTableProps) {
  const { t } = useTranslation();
  const columns = useProductColumns(categories, onDelete);

  return (
    <DataTable
      rows={products}
      columns={columns}
      rowKey={(p) => p.id}
      minWidth={960}
      server={paging}
      label={t('products.title')}
    />
  );
}

/** The table's columns: picture, name, category, kitchen station, price, SKU, status, when added, and the row's actions. */
function useProductColumns(categories: Map<number, Category>, onDelete: (product: Product) => void) {
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
        sortable: true,
        render: (p) => (
          <Text size="sm" fw={500}>
            {nameOf(p)}
          </Text>
        ),
      },
      {
        key: 'category',
        header: t('products.category'),
        sortable: true,
        render: (p) => categoryName(p) ?? '—',
      },
      {
        key: 'station',
        header: t('menuKitchen.stationColumn'),
        render: (p) => <StationCell product={p} category={categories.get(p.categoryId)} />,
      },
      {
        key: 'price',
        header: t('products.price'),
        sortable: true,
        render: (p) => <NoWrap>{formatPrice(p.price, currency, locale)}</NoWrap>,
      },
      {
        key: 'sku',
        header: t('products.sku'),
        sortable: true,
        render: (p) => <Sku sku={p.sku} />,
      },
      {
        key: 'status',
        header: t('common.status'),
        sortable: true,
        render: (p) => <ActiveBadge active={p.active} />,
      },
      {
        key: 'added',
        header: t('products.added'),
        sortable: true,
        render: (p) => <NoWrap>{formatDate(p.createdAt, locale)}</NoWrap>,
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
  return columns;
}

function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} span>
      {children}
    </Text>
  );
}

function Sku({ sku }: { sku: string | null }) {
  return (
    <Text size="sm" c={sku ? undefined : 'dimmed'} dir="ltr" span>
      {sku ?? '—'}
    </Text>
  );
}
