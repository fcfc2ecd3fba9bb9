import { minorToDecimal } from '@cashier/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../../lib/messages/locale.ts';
import { render, type PlainKey } from '../../lib/messages/text.ts';

/** A CSV column: its heading (a message key, worded in the reader's language) and its value. */
export interface CsvColumn<R> {
  heading: PlainKey;
  value: (row: R) => string | number | null;
  /** Minor units, written as a decimal amount of the report's currency (as the screen shows it). */
  money?: boolean;
}

/**
 * A report table as CSV: a byte-order mark so spreadsheets read Arabic as UTF-8, the headings in
 * the reader's language, amounts as decimals of the currency, and text that a spreadsheet would
 * run as a formula (=, +, −, @ first) escaped with a leading apostrophe.
 */
export function toCsv<R>(columns: CsvColumn<R>[], rows: readonly R[], locale: Locale, currency = ''): string {
  const body = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      if (typeof v === 'number') return c.money ? minorToDecimal(v, currency) : v;
      // A name or a note a spreadsheet would run as a formula; amounts above are numbers.
      return v !== null && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    }),
  );
  return stringify([columns.map((c) => render(c.heading, locale)), ...body], {
    bom: true,
    record_delimiter: 'windows',
  });
}
