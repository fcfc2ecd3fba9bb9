import { Text } from '@mantine/core';
import type { Shift, ZReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { DifferenceText } from '@/components/shift/difference';
import { ReportBody, ReportFacts, ReportHeading, ReportSection } from '@/components/shift/report-parts';
import { useReportPeriod, useReportTime } from '@/components/shift/shift-report-view';
import { TillFiguresView, useReportMoney } from '@/components/shift/till-figures';
import { formatDay, formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { OpenOrdersList } from './open-orders';
import { ShiftsTable } from './shifts-table';

interface ZReportViewProps {
  zReport: ZReport;
  /** Opens a shift's report (on screen; the printed copy lists the shifts as plain rows). */
  onOpenShift?: (shift: Shift) => void;
}

/**
 * A closed day: its number and date, who closed it and when, the till's figures since the previous
 * Z, every shift with its drawer over or short (and their sum), and the orders carried over.
 */
export function ZReportView({ zReport: z, onOpenShift }: ZReportViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = useReportTime();
  const period = useReportPeriod();
  const facts = [
    { label: t('shifts.z.number'), value: formatNumber(z.number, locale) },
    { label: t('shifts.z.businessDate'), value: formatDay(z.businessDate, locale) },
    { label: t('shifts.z.closedAt'), value: time(z.createdAt) },
    { label: t('shifts.z.closedBy'), value: z.closedByName ?? '—' },
    {
      label: t('shifts.z.period'),
      value: period(z.figures.from, z.figures.to),
    },
  ];
  return (
    <ReportBody label={t('shifts.z.title', { number: z.number })}>
      <ReportFacts facts={facts} />
      <DrawersSection
        expected={z.figures.expectedCash}
        counted={z.counted}
        difference={z.difference}
        currency={z.currency}
      />
      {!z.cashNeedsShift && (
        <Text size="sm" data-testid="z-no-shift-rule">
          {t('shifts.z.noShiftRule')}
        </Text>
      )}
      <TillFiguresView figures={z.figures} currency={z.currency} noShiftRule={!z.cashNeedsShift} />
      {onOpenShift ? (
        <section>
          <ReportHeading>{t('shifts.z.shiftsTitle')}</ReportHeading>
          <ShiftsTable
            shifts={z.shifts}
            currency={z.currency}
            label={t('shifts.z.shiftsTitle')}
            onOpen={onOpenShift}
          />
        </section>
      ) : (
        <ShiftRows shifts={z.shifts} currency={z.currency} />
      )}
      {z.openOrders.length > 0 && (
        <section>
          <ReportHeading>{t('shifts.z.openOrdersTitle')}</ReportHeading>
          <OpenOrdersList orders={z.openOrders} currency={z.currency} />
        </section>
      )}
    </ReportBody>
  );
}

/**
 * The drawers of the Z's shifts together: what they should have held, what was counted, and the
 * sum of their over/short (always counted − expected: both come from the same shifts).
 */
export function DrawersSection(props: {
  expected: number;
  counted: number;
  difference: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const m = useReportMoney(props.currency);
  return (
    <ReportSection
      title={t('shifts.z.drawerTitle')}
      rows={[
        { label: t('shifts.z.expected'), value: m.money(props.expected), testId: 'z-expected' },
        { label: t('shifts.z.counted'), value: m.money(props.counted), testId: 'z-counted' },
        {
          label: t('shifts.z.difference'),
          value: <DifferenceText difference={props.difference} currency={props.currency} />,
          strong: true,
          testId: 'z-difference',
        },
      ]}
    />
  );
}

/** On paper: one row per shift, "Sara (#12) … Short SAR 5.00". */
function ShiftRows({ shifts, currency }: { shifts: readonly Shift[]; currency: string }) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const rows = shifts.map((s) => ({
    id: s.id,
    label: t('shifts.z.shiftRow', { name: s.userName ?? '—', id: s.id, counted: m.money(s.counted ?? 0) }),
    value: <DifferenceText difference={s.difference ?? 0} currency={currency} />,
  }));
  return (
    <ReportSection
      title={t('shifts.z.shiftsTitle')}
      rows={rows.length ? rows : [{ label: t('shifts.z.noShifts'), value: '' }]}
    />
  );
}
