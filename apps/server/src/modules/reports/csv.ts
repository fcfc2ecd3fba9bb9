import { minorToDecimal } from '@cashier/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../../lib/messages/locale.ts';
import { render, type Msg, type PlainKey } from '../../lib/messages/text.ts';

/** A CSV column: its heading (a message key, worded in the reader's language) and its value. */
export interface CsvColumn<R> {
  heading: PlainKey | Msg;
  value: (row: R) => string | number | null;
  /** Minor units, written as a decimal amount of the report's currency (as the screen shows it). */
  money?: boolean;
}

/**
 * What a spreadsheet runs as a formula when a cell starts with it: = + - @, tab and carriage
 * return, and their full-width forms, which some spreadsheets fold to the plain ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
/**
 * What makes a text cell quoted wherever it stands: a separator a spreadsheet may split on (`,`,
 * `;`, tab) or a formula character. A spreadsheet that splits `semi;=1+1;-2+3` on `;` would
 * otherwise find cells starting with `=` and `-`; quoted, the text stays one cell.
 */
const NEEDS_QUOTES = /[,;\t\r\n=+\-@"\uff1d\uff0b\uff0d\uff20]/;

/** A text cell as written: a leading formula character escaped with an apostrophe. */
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A report table as CSV: a byte-order mark so spreadsheets read Arabic as UTF-8, the headings in
 * the reader's language, amounts as decimals of the currency, text that a spreadsheet would run
 * as a formula escaped with a leading apostrophe, and every text cell holding a separator or a
 * formula character quoted. Amounts and counts are ours and stay bare (a negative amount is a
 * number, not a formula).
 */
export function toCsv<R>(columns: CsvColumn<R>[], rows: readonly R[], locale: Locale, currency = ''): string {
  const body = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      if (typeof v === 'number') return c.money ? { amount: minorToDecimal(v, currency) } : v;
      return v === null ? v : escapeFormula(v);
    }),
  );
  return stringify([columns.map((c) => escapeFormula(render(c.heading, locale))), ...body], {
    bom: true,
    record_delimiter: 'windows',
    cast: {
      // An amount comes wrapped, so that it alone is written bare.
      object: (value) => (value as { amount: string }).amount,
      string: (value) => ({ value, quoted: NEEDS_QUOTES.test(value) }),
    },
  });
}
