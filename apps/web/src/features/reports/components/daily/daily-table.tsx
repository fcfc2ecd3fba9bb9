import type { DailyReport, SalesFigures } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { tableDay } from '../../format';
import { useFormatters } from '../../hooks/use-money';
import { ReportTable, type ReportColumn } from '../report-table';

type Day = DailyReport['days'][number];

/** One row per business day, and the range's totals at the foot: the CSV's table. */
export function DailyTable({ report }: { report: DailyReport }) {
  const { t } = useTranslation();
  const { amount, count, locale } = useFormatters(report.currency);
  const { totals } = report;
  const money = (key: string, header: string, pick: (d: SalesFigures) => number): ReportColumn<Day> => ({
    key,
    header,
    render: (d) => amount(pick(d)),
    sortValue: pick,
    total: amount(pick(totals)),
    numeric: true,
  });
  const columns: ReportColumn<Day>[] = [
    {
      key: 'date',
      header: t('reports.col.date'),
      render: (d) => tableDay(d.date, locale),
      nowrap: true,
      sortValue: (d) => d.date,
    },
    {
      key: 'orders',
      header: t('reports.col.orders'),
      render: (d) => count(d.orders),
      sortValue: (d) => d.orders,
      total: count(totals.orders),
      numeric: true,
    },
    {
      key: 'guests',
      header: t('reports.col.guests'),
      render: (d) => count(d.guests),
      sortValue: (d) => d.guests,
      total: count(totals.guests),
      numeric: true,
    },
    money('gross', t('reports.col.gross'), (d) => d.gross),
    money('discounts', t('reports.col.discounts'), (d) => d.discounts),
    money('refunds', t('reports.col.refunds'), (d) => d.refunds),
    money('voids', t('reports.col.voids'), (d) => d.voidTotal),
    money('net', t('reports.col.net'), (d) => d.net),
    money('tax', t('reports.col.tax'), (d) => d.tax),
    money('service', t('reports.col.service'), (d) => d.serviceCharge),
  ];
  return (
    <ReportTable
      label={t('reports.daily.table')}
      rows={report.days}
      columns={columns}
      rowKey={(d) => d.date}
      totalsLabel={t('reports.total')}
      initialSort={{ key: 'date', desc: false }}
      minWidth={900}
    />
  );
}
