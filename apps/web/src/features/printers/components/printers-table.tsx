import { Text } from '@mantine/core';
import type { Printer } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/active-badge';
import { DataTable, type Column } from '@/components/data-table';
import { RowActions } from '@/components/row-actions';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface PrintersTableProps {
  printers: Printer[];
  onEdit: (printer: Printer) => void;
  onDelete: (printer: Printer) => void;
  /** The search text: a new one goes back to the first page. */
  filterKey: string;
}

/** "192.168.1.50:9100" for a network printer; a browser printer has no address. */
export const addressOf = (p: Printer): string | null => (p.host ? `${p.host}:${p.port ?? ''}` : null);

export function PrintersTable({ printers, onEdit, onDelete, filterKey }: PrintersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<Column<Printer>[]>(
    () => [
      {
        key: 'name',
        header: t('printers.name'),
        render: (p) => (
          <Text size="sm" fw={500}>
            {p.name}
          </Text>
        ),
        sortValue: (p) => p.name,
      },
      {
        key: 'kind',
        header: t('printers.kind'),
        render: (p) => t(`printers.kinds.${p.kind}`),
        sortValue: (p) => t(`printers.kinds.${p.kind}`),
      },
      {
        key: 'connection',
        header: t('printers.connection'),
        render: (p) => t(`printers.connections.${p.connection}`),
        sortValue: (p) => t(`printers.connections.${p.connection}`),
      },
      {
        key: 'address',
        header: t('printers.address'),
        render: (p) => (
          <Text size="sm" dir="ltr" span c={p.host ? undefined : 'dimmed'}>
            {addressOf(p) ?? '—'}
          </Text>
        ),
        sortValue: addressOf,
      },
      {
        key: 'paper',
        header: t('printers.paper'),
        render: (p) => t('printers.paperMm', { mm: formatNumber(p.paperWidth, locale) }),
        sortValue: (p) => p.paperWidth,
      },
      {
        key: 'status',
        header: t('common.status'),
        render: (p) => <ActiveBadge active={p.active} />,
        sortValue: (p) => (p.active ? 0 : 1),
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (p) => <RowActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />,
      },
    ],
    [t, locale, onEdit, onDelete],
  );
  return (
    <DataTable
      rows={printers}
      columns={columns}
      rowKey={(p) => p.id}
      initialSort="name"
      minWidth={820}
      filterKey={filterKey}
      label={t('printers.title')}
    />
  );
}
