import type {
  DailyReport,
  ExpensesSalesReport,
  ProductSalesReport,
  SalesFigures,
  SalesManagerReport,
} from '@cashier/contracts';
import type { Locale } from '../../lib/messages/locale.ts';
import { render } from '../../lib/messages/text.ts';
import { toCsv, type CsvColumn } from './csv.ts';

/*
 * Each report's main table as CSV, with a last row of totals where it has one: the same numbers
 * as the JSON answer the screen shows.
 */

const money = <R>(heading: CsvColumn<R>['heading'], value: (r: R) => number): CsvColumn<R> => ({
  heading,
  value,
  money: true,
});
const count = <R>(heading: CsvColumn<R>['heading'], value: (r: R) => number): CsvColumn<R> => ({
  heading,
  value,
});

export function dailyCsv(r: DailyReport, locale: Locale): string {
  type Day = SalesFigures & { date: string };
  const columns: CsvColumn<Day>[] = [
    { heading: 'csv.date', value: (d) => d.date },
    count('csv.orders', (d) => d.orders),
    count('csv.guests', (d) => d.guests),
    money('csv.gross', (d) => d.gross),
    money('csv.discounts', (d) => d.discounts),
    money('csv.serviceCharge', (d) => d.serviceCharge),
    money('csv.tax', (d) => d.tax),
    money('csv.sales', (d) => d.sales),
    money('csv.refunds', (d) => d.refunds),
    count('csv.voids', (d) => d.voids),
    money('csv.voidTotal', (d) => d.voidTotal),
    money('csv.net', (d) => d.net),
    money('csv.averageTicket', (d) => d.averageTicket),
    money('csv.received', (d) => d.received),
    money('csv.returned', (d) => d.returned),
  ];
  const total = { ...r.totals, date: render('csv.total', locale) };
  return toCsv(columns, [...r.days, total], locale, r.currency);
}

export function expensesSalesCsv(r: ExpensesSalesReport, locale: Locale): string {
  type Row = Pick<ExpensesSalesReport['rows'][number], 'period' | 'sales' | 'expenses' | 'profit'>;
  const columns: CsvColumn<Row>[] = [
    { heading: 'csv.period', value: (x) => x.period },
    money('csv.net', (x) => x.sales),
    money('csv.expenses', (x) => x.expenses),
    money('csv.profit', (x) => x.profit),
  ];
  return toCsv(
    columns,
    [...r.rows, { period: render('csv.total', locale), ...r.totals }],
    locale,
    r.currency,
  );
}

export function productSalesCsv(r: ProductSalesReport, locale: Locale): string {
  type Row = ProductSalesReport['totals'] & { name: string; category: string };
  const category = new Map(r.categories.map((c) => [c.categoryId, locale === 'ar' ? c.nameAr : c.name]));
  const rows: Row[] = r.products.map((p) => ({
    ...p,
    name: locale === 'ar' ? p.nameAr : p.name,
    category: category.get(p.categoryId) || render('csv.unknown', locale),
  }));
  const columns: CsvColumn<Row>[] = [
    { heading: 'csv.product', value: (x) => x.name },
    { heading: 'csv.category', value: (x) => x.category },
    count('csv.quantity', (x) => x.quantity),
    money('csv.gross', (x) => x.gross),
    money('csv.discounts', (x) => x.discounts),
    money('csv.net', (x) => x.net),
    { heading: 'csv.share', value: (x) => (x.shareBp / 100).toFixed(2) },
  ];
  const total = { ...r.totals, name: render('csv.total', locale), category: '' };
  return toCsv(columns, [...rows, total], locale, r.currency);
}

export function salesManagerCsv(r: SalesManagerReport, locale: Locale): string {
  type Row = SalesManagerReport['totals'] & { name: string | null };
  const columns: CsvColumn<Row>[] = [
    { heading: 'csv.staff', value: (x) => x.name ?? render('csv.unknown', locale) },
    count('csv.orders', (x) => x.orders),
    money('csv.sales', (x) => x.sales),
    money('csv.averageTicket', (x) => x.averageTicket),
    money('csv.discounts', (x) => x.discounts),
    count('csv.discountedOrders', (x) => x.discountedOrders),
    count('csv.voids', (x) => x.voids),
    money('csv.voidTotal', (x) => x.voidTotal),
    count('csv.refundCount', (x) => x.refunds),
    money('csv.refunds', (x) => x.refundTotal),
  ];
  return toCsv(columns, [...r.staff, { ...r.totals, name: render('csv.total', locale) }], locale, r.currency);
}
