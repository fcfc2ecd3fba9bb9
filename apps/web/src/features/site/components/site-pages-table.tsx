import { Text } from '@mantine/core';
import type { SitePage, SitePageKind } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { Thumbnail } from '@cashier/ui/thumbnail';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

interface SitePagesTableProps {
  kind: SitePageKind;
  entries: SitePage[];
  onEdit: (entry: SitePage) => void;
  onDelete: (entry: SitePage) => void;
  filterKey: string;
}

/** Both titles side by side; rows stay in display order until a header is clicked. */
export function SitePagesTable({ kind, entries, onEdit, onDelete, filterKey }: SitePagesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo((): Column<SitePage>[] => {
    const titleOf = (p: SitePage) => (locale === 'ar' ? p.titleAr : p.titleEn);
    return [
      {
        key: 'picture',
        header: t('site.picture'),
        render: (p) => <Thumbnail src={p.image} alt={titleOf(p)} />,
      },
      {
        key: 'titleEn',
        header: t('site.titleEn'),
        sortValue: (p) => p.titleEn,
        render: (p) => (
          <Text size="sm" fw={500} lang="en" dir="ltr">
            {p.titleEn}
          </Text>
        ),
      },
      {
        key: 'titleAr',
        header: t('site.titleAr'),
        sortValue: (p) => p.titleAr,
        render: (p) => (
          <Text size="sm" fw={500} lang="ar" dir="rtl">
            {p.titleAr}
          </Text>
        ),
      },
      {
        key: 'slug',
        header: t('site.slug'),
        sortValue: (p) => p.slug,
        render: (p) => (
          <Text size="sm" dir="ltr" span ff="monospace">
            {kind === 'page' ? `/${p.slug}` : p.slug}
          </Text>
        ),
      },
      {
        key: 'sortOrder',
        header: t('common.sortOrder'),
        sortValue: (p) => p.sortOrder,
        render: (p) => formatNumber(p.sortOrder, locale),
      },
      {
        key: 'status',
        header: t('common.status'),
        sortValue: (p) => (p.active ? 0 : 1),
        render: (p) => <ActiveBadge active={p.active} />,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (p) => <RowActions name={titleOf(p)} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />,
      },
    ];
  }, [t, locale, kind, onEdit, onDelete]);
  return (
    <DataTable
      rows={entries}
      columns={columns}
      rowKey={(p) => p.id}
      minWidth={860}
      filterKey={filterKey}
      label={t(`site.kinds.${kind}.title`)}
    />
  );
}
