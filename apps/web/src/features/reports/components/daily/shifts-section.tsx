import { Badge, Text } from '@mantine/core';
import type { Shift } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@cashier/web-core/settings';
import { moment, shortDay } from '../../format';
import { useFormatters } from '../../hooks/use-money';
import { NothingYet, ReportSection } from '../report-section';
import { ReportTable, type ReportColumn } from '../report-table';

/** The shifts opened on the range's days, with their cash count: float, expected, counted, over or short. */
export function ShiftsSection({ shifts, currency }: { shifts: Shift[]; currency: string }) {
  const { t } = useTranslation();
  const columns = useShiftColumns(currency);
  return (
    <ReportSection title={t('reports.daily.shifts')}>
      {shifts.length === 0 ? (
        <NothingYet>{t('reports.daily.noShifts')}</NothingYet>
      ) : (
        <ReportTable
          label={t('reports.daily.shifts')}
          rows={shifts}
          columns={columns}
          rowKey={(s) => s.id}
          minWidth={860}
        />
      )}
    </ReportSection>
  );
}

function useShiftColumns(currency: string): ReportColumn<Shift>[] {
  const { t } = useTranslation();
  const { amount, locale } = useFormatters(currency);
  const { values } = useAppSettings();
  const optional = (value: number | null) => (value === null ? '—' : amount(value));
  return [
    {
      key: 'who',
      header: t('reports.col.cashier'),
      render: (s) => s.userName ?? t('reports.unknownUser'),
      sortValue: (s) => s.userName,
    },
    {
      key: 'date',
      header: t('reports.col.date'),
      render: (s) => shortDay(s.businessDate, locale),
      nowrap: true,
      sortValue: (s) => s.openedAt,
    },
    {
      key: 'closed',
      header: t('reports.col.closed'),
      render: (s) =>
        s.closedAt ? (
          moment(s.closedAt, locale, values.timezone)
        ) : (
          <Badge color="blue" variant="light">
            {t('reports.shiftOpen')}
          </Badge>
        ),
      sortValue: (s) => s.closedAt,
    },
    {
      key: 'float',
      header: t('reports.col.float'),
      render: (s) => amount(s.float),
      sortValue: (s) => s.float,
      numeric: true,
    },
    {
      key: 'expected',
      header: t('reports.col.expected'),
      render: (s) => optional(s.expected),
      sortValue: (s) => s.expected,
      numeric: true,
    },
    {
      key: 'counted',
      header: t('reports.col.counted'),
      render: (s) => optional(s.counted),
      sortValue: (s) => s.counted,
      numeric: true,
    },
    {
      key: 'difference',
      header: t('reports.col.overShort'),
      render: (s) => <Difference value={s.difference} amount={amount} />,
      sortValue: (s) => s.difference,
      numeric: true,
    },
    {
      key: 'closedBy',
      header: t('reports.col.closedBy'),
      render: (s) =>
        s.approvedByName
          ? t('reports.closedApproved', { name: s.closedByName ?? '—', approver: s.approvedByName })
          : (s.closedByName ?? '—'),
    },
  ];
}

/** Counted − expected: over in green, short in red, even plainly. */
function Difference({ value, amount }: { value: number | null; amount: (minor: number) => string }) {
  const { t } = useTranslation();
  if (value === null) return '—';
  if (value === 0) return amount(0);
  return (
    <Text span c={value > 0 ? 'teal.7' : 'red.7'} fw={600} inherit>
      {value > 0
        ? t('reports.over', { amount: amount(value) })
        : t('reports.short', { amount: amount(-value) })}
    </Text>
  );
}
