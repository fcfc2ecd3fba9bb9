import { Text } from '@mantine/core';
import type { Category } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { Thumbnail } from '@cashier/ui/thumbnail';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';

interface CategoriesTableProps {
  categories: Category[];
  onDelete: (category: Category) => void;
  /** The search text: a new one goes back to the first page. */
  filterKey: string;
}

/** Both names side by side (staff keep both languages right); rows stay in menu order until sorted. */
export function CategoriesTable({ categories, onDelete, filterKey }: CategoriesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();

  const columns = useMemo((): Column<Category>[] => {
    const nameOf = (c: Category) => (locale === 'ar' ? c.nameAr : c.nameEn);
    return [
      {
        key: 'picture',
        header: t('categories.picture'),
        render: (c) => <Thumbnail src={c.image} alt={nameOf(c)} />,
      },
      {
        key: 'nameEn',
        header: t('categories.nameEn'),
        sortValue: (c) => c.nameEn,
        render: (c) => (
          <Text size="sm" fw={500} lang="en" dir="ltr">
            {c.nameEn}
          </Text>
        ),
      },
      {
        key: 'nameAr',
        header: t('categories.nameAr'),
        sortValue: (c) => c.nameAr,
        render: (c) => (
          <Text size="sm" lang="ar" dir="rtl">
            {c.nameAr}
          </Text>
        ),
      },
      {
        key: 'productCount',
        header: t('categories.productCount'),
        sortValue: (c) => c.productCount,
        render: (c) => formatNumber(c.productCount, locale),
      },
      {
        key: 'status',
        header: t('common.status'),
        sortValue: (c) => (c.active ? 0 : 1),
        render: (c) => <ActiveBadge active={c.active} />,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (c) => (
          <RowActions
            name={nameOf(c)}
            editTo={to(`/admin/categories/edit/${c.id}`)}
            onDelete={() => onDelete(c)}
          />
        ),
      },
    ];
  }, [t, locale, to, onDelete]);

  return (
    <DataTable
      rows={categories}
      columns={columns}
      rowKey={(c) => c.id}
      filterKey={filterKey}
      label={t('categories.title')}
    />
  );
}
