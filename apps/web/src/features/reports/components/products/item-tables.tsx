import type { ProductSalesReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useFormatters } from '../../hooks/use-money';
import { ReportTable, type ReportColumn } from '../report-table';

type Item = ProductSalesReport['products'][number] | ProductSalesReport['categories'][number];
type Modifier = ProductSalesReport['modifiers'][number];

/** A name in the active language, the English one when the Arabic is missing. */
export function useItemName() {
  const locale = useLocale();
  return (item: { name: string; nameAr: string }) =>
    locale === 'ar' && item.nameAr ? item.nameAr : item.name;
}

/** Products or categories: quantity, gross, discounts, net and share of the net; totals at the foot. */
export function ItemTable<T extends Item>({
  report,
  rows,
  label,
  nameHeader,
  rowKey,
}: {
  report: ProductSalesReport;
  rows: T[];
  label: string;
  nameHeader: string;
  rowKey: (row: T) => string;
}) {
  const { t } = useTranslation();
  const { amount, count, share } = useFormatters(report.currency);
  const name = useItemName();
  const { totals } = report;
  const money = (key: 'gross' | 'discounts' | 'net', header: string): ReportColumn<T> => ({
    key,
    header,
    render: (r) => amount(r[key]),
    sortValue: (r) => r[key],
    total: amount(totals[key]),
    numeric: true,
  });
  const columns: ReportColumn<T>[] = [
    { key: 'name', header: nameHeader, render: name, sortValue: name },
    {
      key: 'quantity',
      header: t('reports.col.quantity'),
      render: (r) => count(r.quantity),
      sortValue: (r) => r.quantity,
      total: count(totals.quantity),
      numeric: true,
    },
    money('gross', t('reports.col.gross')),
    money('discounts', t('reports.col.discounts')),
    money('net', t('reports.col.net')),
    {
      key: 'share',
      header: t('reports.col.share'),
      render: (r) => share(r.shareBp),
      sortValue: (r) => r.shareBp,
      total: share(totals.shareBp),
      numeric: true,
    },
  ];
  return (
    <ReportTable
      label={label}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      totalsLabel={t('reports.total')}
      initialSort={{ key: 'net', desc: true }}
      minWidth={640}
    />
  );
}

/** The options chosen on the lines: how many times, and what they added. */
export function ModifierTable({ report }: { report: ProductSalesReport }) {
  const { t } = useTranslation();
  const { amount, count } = useFormatters(report.currency);
  const name = useItemName();
  const quantity = report.modifiers.reduce((s, m) => s + m.quantity, 0);
  const gross = report.modifiers.reduce((s, m) => s + m.gross, 0);
  const columns: ReportColumn<Modifier>[] = [
    { key: 'name', header: t('reports.col.modifier'), render: name, sortValue: name },
    {
      key: 'quantity',
      header: t('reports.col.quantity'),
      render: (m) => count(m.quantity),
      sortValue: (m) => m.quantity,
      total: count(quantity),
      numeric: true,
    },
    {
      key: 'gross',
      header: t('reports.col.added'),
      render: (m) => amount(m.gross),
      sortValue: (m) => m.gross,
      total: amount(gross),
      numeric: true,
    },
  ];
  return (
    <ReportTable
      label={t('reports.products.tabs.modifiers')}
      rows={report.modifiers}
      columns={columns}
      rowKey={(m) => `${m.modifierId ?? 'gone'}-${m.name}`}
      totalsLabel={t('reports.total')}
      initialSort={{ key: 'quantity', desc: true }}
      minWidth={420}
    />
  );
}
