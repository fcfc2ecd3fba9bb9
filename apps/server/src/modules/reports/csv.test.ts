import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../test/read-csv.ts';
import { escapeFormula, toCsv, type CsvColumn } from './csv.ts';

/** What a spreadsheet splits on or runs as a formula, wherever it stands in a cell. */
const DANGEROUS = /[,;\t\r=+\-@\uff1d\uff0b\uff0d\uff20]/;

type Row = { name: string; note: string | null; amount: number };
const columns: CsvColumn<Row>[] = [
  { heading: 'csv.date', value: (r) => r.name },
  { heading: 'csv.date', value: (r) => r.note },
  { heading: 'csv.date', value: (r) => r.amount, money: true },
];

/** Text rich in the characters that matter: separators, formula characters, quotes, line ends. */
const cellText = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(...',;\t\r\n=+-@"\'abc ١٢ش\uff1d\uff0b\uff0d\uff20'.split('')) }),
  fc.constantFrom('semi;=1+1;-2+3', '=HYPERLINK("http://x")', '@SUM(A1)', '-2+3', 'a,b', '\t=1', ''),
);

describe('report CSV cells', () => {
  it('quotes the product that a spreadsheet splitting on ; made formulas of', () => {
    const csv = toCsv(columns, [{ name: 'semi;=1+1;-2+3', note: null, amount: -250 }], 'en', 'SAR');
    const line = csv.split('\r\n')[1];
    expect(line).toBe('"semi;=1+1;-2+3",,-2.50');
  });

  it('quotes every text cell with a separator or formula character and reads back to its text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: cellText,
            note: fc.option(cellText),
            amount: fc.integer({ min: -1e12, max: 1e12 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (rows) => {
          const csv = toCsv(columns, rows, 'en', 'SAR');
          expect(csv.startsWith('\uFEFF')).toBe(true);
          const [, ...read] = readCsv(csv.slice(1));
          expect(read).toHaveLength(rows.length);
          for (const [i, row] of rows.entries()) {
            const [name, note, amount] = read[i]!;
            for (const [cell, text] of [
              [name!, row.name],
              [note!, row.note ?? ''],
            ] as const) {
              // Either nothing dangerous is in the cell as written, or it is quoted.
              expect(!DANGEROUS.test(cell.raw) || cell.raw.startsWith('"'), cell.raw).toBe(true);
              // It reads back to the text, with the apostrophe before a formula at its start.
              expect(cell.value).toBe(escapeFormula(text));
              expect(cell.value === text || cell.value === `'${text}`).toBe(true);
            }
            // Amounts are ours, written bare as decimals, a negative one included.
            expect(amount!.raw).toBe((row.amount / 100).toFixed(2));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
