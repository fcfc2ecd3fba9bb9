import type { KitchenTicket } from '@cashier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEscPos, textOf, type EscPosOp } from '../../test/test-printer.ts';
import type { PrintDocument } from './document.ts';
import { BAND_ROWS, pictureHeight } from './raster.ts';
import { DOTS, renderEscPos, type RenderTarget } from './render.ts';
import { ticketDocument } from './tickets.ts';

/** An order's most lines (OrderFields.lines in packages/contracts/src/orders.ts). */
const MAX_LINES = 500;

const latin = fc.string({
  unit: fc.constantFrom(...'abcdefghij klmnop QRST 0123'.split('')),
  minLength: 1,
  maxLength: 60,
});
const arabic = fc.string({
  unit: fc.constantFrom(...'حمص شيش طاووق فلافل ١٢٣'.split('')),
  minLength: 1,
  maxLength: 60,
});
/** A note as a guest types it, line breaks and stray control characters included. */
const note = fc.option(
  fc.string({ unit: fc.constantFrom(...'no onion, extra  \n\t\x1b\x1d!'.split('')), maxLength: 200 }),
);

const item = fc.record({
  nameEn: latin,
  nameAr: arabic,
  modifiers: fc.array(fc.record({ nameEn: latin, nameAr: arabic }), { maxLength: 3 }),
  note,
  seat: fc.option(fc.integer({ min: 1, max: 50 })),
  course: fc.option(fc.integer({ min: 1, max: 5 })),
  quantity: fc.integer({ min: 1, max: 999 }),
});

type Item = typeof item extends fc.Arbitrary<infer T> ? T : never;

function ticket(items: Item[]): KitchenTicket {
  return {
    id: 1,
    orderId: 1,
    orderNumber: 128,
    orderType: 'pos',
    tableName: 'T4',
    waiterName: 'Sam',
    note: null,
    stationId: null,
    kind: 'fire',
    firedAt: '2026-01-01T12:00:00.000Z',
    startedAt: null,
    bumpedAt: null,
    version: 1,
    items: items.map((it, i) => ({
      ...it,
      id: i + 1,
      lineId: i + 1,
      productId: 1,
      voided: 0,
      state: 'fired' as const,
      prepMinutes: null,
      doneAt: null,
    })),
  };
}

/** A receipt's shape: a heading, a row per line with its amount, totals, a QR and a footer. */
function receipt(lines: { name: string; quantity: number }[], ar: boolean): PrintDocument {
  return {
    dir: ar ? 'rtl' : 'ltr',
    blocks: [
      { type: 'text', text: ar ? 'مطعم' : 'Diner', size: 2, bold: true, align: 'center' },
      { type: 'rule' },
      ...lines.map((l) => ({ type: 'row' as const, start: `${l.quantity} x ${l.name}`, end: '12.50' })),
      { type: 'rule' },
      { type: 'row', start: 'Total', end: '1,234.50', bold: true },
      { type: 'qr', data: 'AQVTZWxsZXI=' },
      { type: 'text', text: 'Thank you\nsee you\x1b@ soon', align: 'center' },
      { type: 'feed', lines: 2 },
    ],
    drawer: true,
  };
}

/** What every rendered document must decode to: bands of at most BAND_ROWS rows, then a cut. */
function checkStructure(ops: EscPosOp[], doc: PrintDocument, target: RenderTarget): void {
  expect(ops.filter((o) => o.op === 'unknown' || o.op === 'truncated')).toEqual([]);
  expect(ops[0]).toEqual({ op: 'init' });
  expect(ops.filter((o) => o.op !== 'newline').at(-1)).toEqual({ op: 'cut', partial: true });
  expect(ops.filter((o) => o.op === 'cut')).toHaveLength(1);
  expect(ops.filter((o) => o.op === 'init')).toHaveLength(1);
  // Each picture: full bands, then the rest, whole 8-row strips in all.
  let run: number[] = [];
  const endRun = () => {
    run.slice(0, -1).forEach((h) => expect(h).toBe(BAND_ROWS));
    expect(run.reduce((n, h) => n + h, 0) % 8).toBe(0);
    run = [];
  };
  for (const op of ops) {
    if (op.op !== 'raster') {
      endRun();
      continue;
    }
    expect(op.width).toBe(DOTS[target.paperWidth]);
    expect(op.height).toBeGreaterThan(0);
    expect(op.height).toBeLessThanOrEqual(BAND_ROWS);
    run.push(op.height);
  }
  endRun();
  const rasterRows = ops.reduce((n, o) => n + (o.op === 'raster' ? o.height : 0), 0);
  if (target.mode === 'raster' || doc.dir === 'rtl') {
    // The whole document is one picture: no printer text, and every row of it sent.
    expect(ops.some((o) => o.op === 'text')).toBe(false);
    expect(rasterRows).toBe(pictureHeight(doc.blocks, DOTS[target.paperWidth], doc.dir));
  } else {
    // Printer text carries no control character but the newlines the encoder ends lines with.
    expect(textOf(ops).replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  }
}

const targets: RenderTarget[] = [
  { paperWidth: 80, mode: 'raster' },
  { paperWidth: 58, mode: 'text' },
];

describe('rendering documents of any length', () => {
  for (const target of targets)
    for (const locale of ['en', 'ar'] as const) {
      it(`kitchen tickets up to ${MAX_LINES} lines, ${locale}, ${target.mode}: bands, no throw`, () => {
        const words = { locale, both: true, timeZone: 'UTC', stations: new Map() };
        const lines = fc.array(item, { minLength: 1, maxLength: MAX_LINES });
        fc.assert(
          fc.property(lines, (items) => {
            const doc = ticketDocument(ticket(items), words);
            checkStructure(decodeEscPos(renderEscPos(doc, target)), doc, target);
          }),
          { numRuns: 3, examples: [[Array.from({ length: MAX_LINES }, (_, i) => fullItem(i))]] },
        );
      }, 120_000);

      it(`receipts up to ${MAX_LINES} lines, ${locale}, ${target.mode}: bands, no throw`, () => {
        const line = fc.record({
          name: locale === 'ar' ? arabic : latin,
          quantity: fc.integer({ min: 1, max: 999 }),
        });
        fc.assert(
          fc.property(fc.array(line, { minLength: 1, maxLength: MAX_LINES }), (lines) => {
            const doc = receipt(lines, locale === 'ar');
            checkStructure(decodeEscPos(renderEscPos(doc, target)), doc, target);
          }),
          {
            numRuns: 3,
            examples: [[Array.from({ length: MAX_LINES }, () => ({ name: 'x'.repeat(60), quantity: 999 }))]],
          },
        );
      }, 60_000);
    }
});

/** The largest line an order takes: long names, options, a seat, a course and a 200-character note. */
function fullItem(i: number) {
  return {
    nameEn: `Mixed grill platter number ${i} with extra sides`,
    nameAr: `طبق مشاوي مشكلة رقم ${i} مع أطباق جانبية`,
    modifiers: [{ nameEn: 'No onion', nameAr: 'بدون بصل' }],
    note: 'well done\nno salt '.repeat(11).slice(0, 200),
    seat: 12,
    course: 2,
    quantity: 999,
  };
}

describe('text placed in a document', () => {
  it('cannot start a line or send a command of its own in text mode', () => {
    const doc: PrintDocument = {
      dir: 'ltr',
      blocks: [
        { type: 'row', start: 'Printer', end: 'Front\n\x1b@\x1dV\x00CUT' },
        { type: 'text', text: 'Thanks\r\nline two\x1b\x21\x30BIG\u2028three' },
      ],
    };
    const ops = decodeEscPos(renderEscPos(doc, { paperWidth: 80, mode: 'text' }));
    const lines = textOf(ops).split('\n');
    expect(lines).toContain(`Printer${' '.repeat(48 - 7 - 13)}Front @ V CUT`);
    expect(lines).toContain('Thanks line two !0BIG three');
    expect(ops.filter((o) => o.op === 'cut' || o.op === 'init')).toHaveLength(2);
    expect(ops.filter((o) => o.op === 'size' && o.width !== 1)).toEqual([]);
  });
});
