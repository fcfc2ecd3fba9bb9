import { Stack, Text } from '@mantine/core';
import type { Printer, Station } from '@cashier/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@cashier/ui/active-badge';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useStations } from '../api';
import { PrinterActions } from './printer-actions';
import { printsTickets } from './printer-form-schema';
import { healthState, PrinterHealth } from './printer-health';

interface PrintersTableProps {
  printers: Printer[];
  onEdit: (printer: Printer) => void;
  onDelete: (printer: Printer) => void;
  onJobs: (printer: Printer) => void;
  /** The search text: a new one goes back to the first page. */
  filterKey: string;
}

/** "192.168.1.50:9100" for a network printer; a browser printer has no address. */
export const addressOf = (p: Printer): string | null => (p.host ? `${p.host}:${p.port ?? ''}` : null);

/** Under the kind, what it does: a ticket printer's station, a receipt printer's options. */
function useKindDetail(): (p: Printer) => string | null {
  const { t } = useTranslation();
  const locale = useLocale();
  const stations = useStations();
  return useCallback(
    (p: Printer) => {
      const names = new Map(
        (stations.data ?? []).map((s: Station) => [s.id, locale === 'ar' ? s.nameAr : s.nameEn]),
      );
      if (printsTickets(p.kind)) {
        return p.stationId === null ? t('printers.everyStation') : (names.get(p.stationId) ?? null);
      }
      if (p.kind !== 'receipt') return null;
      const parts = [t(p.autoReceipt ? 'printers.onPayment' : 'printers.onRequest')];
      if (p.cashDrawer) parts.push(t('printers.withDrawer'));
      return parts.join(' · ');
    },
    [t, locale, stations.data],
  );
}

/** A cell's value with a dimmed detail under it (an address is written left to right). */
function TwoLines({ first, second, ltr }: { first: string; second: string | null; ltr?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{first}</Text>
      {second && (
        <Text size="xs" c="dimmed" dir={ltr ? 'ltr' : undefined} ta="start">
          {second}
        </Text>
      )}
    </Stack>
  );
}

const healthOrder = { offline: 0, untried: 1, online: 2 } as const;

type RowHandlers = Pick<PrintersTableProps, 'onEdit' | 'onDelete' | 'onJobs'>;

function usePrinterColumns({ onEdit, onDelete, onJobs }: RowHandlers): Column<Printer>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useKindDetail();
  return useMemo<Column<Printer>[]>(
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
        key: 'health',
        header: t('printers.health.title'),
        render: (p) =>
          p.connection === 'network' ? (
            <PrinterHealth health={p.health} />
          ) : (
            <Text size="xs" c="dimmed">
              {t('printers.health.browser')}
            </Text>
          ),
        sortValue: (p) => (p.connection === 'network' ? healthOrder[healthState(p.health.online)] : 3),
      },
      {
        key: 'kind',
        header: t('printers.kind'),
        render: (p) => <TwoLines first={t(`printers.kinds.${p.kind}`)} second={detail(p)} />,
        sortValue: (p) => t(`printers.kinds.${p.kind}`),
      },
      {
        key: 'connection',
        header: t('printers.connection'),
        render: (p) => (
          <TwoLines first={t(`printers.connections.${p.connection}`)} second={addressOf(p)} ltr />
        ),
        sortValue: (p) => addressOf(p) ?? '',
      },
      {
        key: 'paper',
        header: t('printers.paper'),
        render: (p) => (
          <TwoLines
            first={t('printers.paperMm', { mm: formatNumber(p.paperWidth, locale) })}
            second={p.connection === 'network' ? t(`printers.modes.${p.mode}`) : null}
          />
        ),
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
        render: (p) => (
          <PrinterActions
            printer={p}
            onEdit={() => onEdit(p)}
            onDelete={() => onDelete(p)}
            onJobs={() => onJobs(p)}
          />
        ),
      },
    ],
    [t, locale, detail, onEdit, onDelete, onJobs],
  );
}

export function PrintersTable({ printers, filterKey, ...handlers }: PrintersTableProps) {
  const { t } = useTranslation();
  const columns = usePrinterColumns(handlers);
  return (
    <DataTable
      rows={printers}
      columns={columns}
      rowKey={(p) => p.id}
      initialSort="name"
      minWidth={980}
      filterKey={filterKey}
      label={t('printers.title')}
    />
  );
}
