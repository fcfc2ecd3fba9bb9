import { Text } from '@mantine/core';
import type { DiningTable } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { areaName } from '@/lib/area-name';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { TableStatusBadge } from './table-status';

interface TablesListProps {
  tables: DiningTable[];
  /** Null when the user may not edit or delete tables. */
  onDelete: ((table: DiningTable) => void) | null;
}

export function TablesList({ tables, onDelete }: TablesListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();

  const columns: Column<DiningTable>[] = [
    {
      key: 'name',
      header: t('tables.name'),
      sortValue: (x) => x.name,
      render: (x) => (
        <Text size="sm" fw={600}>
          {x.name}
        </Text>
      ),
    },
    {
      key: 'area',
      header: t('tables.area'),
      sortValue: (x) => areaName(x, locale),
      render: (x) =>
        areaName(x, locale) ?? (
          <Text c="dimmed" span>
            —
          </Text>
        ),
    },
    {
      key: 'seats',
      header: t('tables.seats'),
      sortValue: (x) => x.seats,
      render: (x) => formatNumber(x.seats, locale),
    },
    {
      key: 'status',
      header: t('common.status'),
      sortValue: (x) => t(`tables.statuses.${x.status}`),
      render: (x) => <TableStatusBadge status={x.status} />,
    },
    {
      key: 'active',
      header: t('tables.inUse'),
      sortValue: (x) => (x.active ? 0 : 1),
      render: (x) => <ActiveBadge active={x.active} />,
    },
  ];
  if (onDelete) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (x) => (
        <RowActions name={x.name} editTo={to(`/admin/tables/edit/${x.id}`)} onDelete={() => onDelete(x)} />
      ),
    });
  }

  return <DataTable rows={tables} columns={columns} rowKey={(x) => x.id} initialSort="name" />;
}
