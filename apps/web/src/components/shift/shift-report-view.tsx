import { Alert } from '@mantine/core';
import type { Denominations, Shift, ShiftReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { DifferenceText } from './difference';
import { ReportBody, ReportColumns, ReportFacts, ReportSection, type ReportRow } from './report-parts';
import { TillFiguresView, useReportMoney } from './till-figures';

/** A moment in the restaurant's time zone, in the screen's language. */
export function useReportTime() {
  const locale = useLocale();
  const { values } = useAppSettings();
  return (iso: string) => formatDateTime(iso, locale, values.timezone || undefined);
}

/**
 * The window a report's figures cover, "Nov 24, 3:05 PM to Nov 25, 4:05 PM"; before the first Z
 * report the window opens at the beginning of time, which reads "Until Nov 25, 4:05 PM".
 */
export function useReportPeriod() {
  const { t } = useTranslation();
  const time = useReportTime();
  return (from: string, to: string) =>
    Date.parse(from) < Date.UTC(2000, 0, 1)
      ? t('shifts.closeDay.until', { to: time(to) })
      : t('shifts.closeDay.period', { from: time(from), to: time(to) });
}

/**
 * A shift's report: who and when, the till's figures, and once closed the count against what was
 * expected (over or short, by denomination when counted so) and the cash paid in and out.
 */
export function ShiftReportView({ report }: { report: ShiftReport }) {
  const { t } = useTranslation();
  const { shift, figures, currency } = report;
  const title = shift.status === 'open' ? t('shifts.report.xTitle') : t('shifts.report.closingTitle');
  return (
    <ReportBody label={title}>
      <ShiftFacts shift={shift} />
      {shift.status === 'closed' && <ClosingCount shift={shift} currency={currency} />}
      {figures ? (
        <TillFiguresView figures={figures} currency={currency} />
      ) : (
        <Alert color="gray" data-testid="shift-blind">
          {t('shifts.report.blind')}
        </Alert>
      )}
      <Movements report={report} />
    </ReportBody>
  );
}

function ShiftFacts({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = useReportTime();
  const facts = [
    { label: t('shifts.report.shift'), value: t('shifts.report.number', { id: shift.id }) },
    { label: t('shifts.report.cashier'), value: shift.userName ?? '—' },
    { label: t('shifts.report.businessDate'), value: formatDay(shift.businessDate, locale) },
    { label: t('shifts.report.opened'), value: time(shift.openedAt) },
  ];
  if (shift.closedAt) facts.push({ label: t('shifts.report.closed'), value: time(shift.closedAt) });
  if (shift.closedByName && shift.closedBy !== shift.userId)
    facts.push({ label: t('shifts.report.closedBy'), value: shift.closedByName });
  if (shift.approvedByName) facts.push({ label: t('shifts.report.approvedBy'), value: shift.approvedByName });
  return <ReportFacts facts={facts} />;
}

/** Expected, counted and the difference; the notes and coins counted; the closing note. */
function ClosingCount({ shift, currency }: { shift: Shift; currency: string }) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const rows: ReportRow[] = [
    { label: t('shifts.report.expected'), value: m.money(shift.expected ?? 0) },
    { label: t('shifts.report.counted'), value: m.money(shift.counted ?? 0), testId: 'shift-counted' },
    {
      label: t('shifts.report.difference'),
      value: <DifferenceText difference={shift.difference ?? 0} currency={currency} />,
      strong: true,
      testId: 'shift-difference',
    },
  ];
  if (shift.note) rows.push({ label: t('shifts.report.note'), value: shift.note });
  return (
    <ReportColumns>
      <ReportSection title={t('shifts.report.countTitle')} rows={rows} />
      {shift.denominations && Object.keys(shift.denominations).length > 0 && (
        <DenominationRows denominations={shift.denominations} currency={currency} />
      )}
    </ReportColumns>
  );
}

/** "SAR 50.00 × 3 … SAR 150.00", largest first. */
function DenominationRows({ denominations, currency }: { denominations: Denominations; currency: string }) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const rows = Object.entries(denominations)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([value, count]) => ({
      label: t('shifts.report.times', { value: m.money(Number(value)), count: m.count(count) }),
      value: m.money(Number(value) * count),
    }));
  return <ReportSection title={t('shifts.report.denominationsTitle')} rows={rows} />;
}

function Movements({ report }: { report: ShiftReport }) {
  const { t } = useTranslation();
  const m = useReportMoney(report.currency);
  const time = useReportTime();
  if (report.movements.length === 0) return null;
  const rows = report.movements.map((mv) => ({
    id: mv.id,
    label: t(mv.kind === 'in' ? 'shifts.report.movementIn' : 'shifts.report.movementOut', {
      reason: mv.reason,
      time: time(mv.createdAt),
    }),
    value: mv.kind === 'in' ? m.money(mv.amount) : m.minus(mv.amount),
  }));
  return <ReportSection title={t('shifts.report.movementsTitle')} rows={rows} />;
}
