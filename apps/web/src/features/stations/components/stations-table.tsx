import { Text } from '@mantine/core';
import type { Station } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';

interface StationsTableProps {
  stations: Station[];
  onDelete: (station: Station) => void;
  /** The search text: a new one goes back to the first page. */
  filterKey: string;
}

/** Both names side by side, in the kitchen's sort order until a column is sorted. */
export function StationsTable({ stations, onDelete, filterKey }: StationsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();

  const columns = useMemo((): Column<Station>[] => {
    const nameOf = (s: Station) => (locale === 'ar' ? s.nameAr : s.nameEn);
    return [
      {
        key: 'nameEn',
        header: t('stations.nameEn'),
        sortValue: (s) => s.nameEn,
        render: (s) => (
          <Text size="sm" fw={500} lang="en" dir="ltr">
            {s.nameEn}
          </Text>
        ),
      },
      {
        key: 'nameAr',
        header: t('stations.nameAr'),
        sortValue: (s) => s.nameAr,
        render: (s) => (
          <Text size="sm" lang="ar" dir="rtl">
            {s.nameAr}
          </Text>
        ),
      },
      {
        key: 'sortOrder',
        header: t('stations.sortOrder'),
        sortValue: (s) => s.sortOrder,
        render: (s) => formatNumber(s.sortOrder, locale),
      },
      {
        key: 'status',
        header: t('common.status'),
        sortValue: (s) => (s.active ? 0 : 1),
        render: (s) => <ActiveBadge active={s.active} />,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (s) => (
          <RowActions
            name={nameOf(s)}
            editTo={to(`/admin/stations/edit/${s.id}`)}
            onDelete={() => onDelete(s)}
          />
        ),
      },
    ];
  }, [t, locale, to, onDelete]);

  return (
    <DataTable
      rows={stations}
      columns={columns}
      rowKey={(s) => s.id}
      filterKey={filterKey}
      label={t('stations.title')}
    />
  );
}
