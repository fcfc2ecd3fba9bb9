import { lineTotal, priceOrder, type Discount } from '@cashier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { divideLines } from './split.ts';

interface Line {
  id: number;
  unitPrice: number;
  modifiersTotal: number;
  quantity: number;
  seat: number | null;
}

const lines = fc
  .array(
    fc.record({
      unitPrice: fc.integer({ min: 0, max: 500_000 }),
      modifiersTotal: fc.integer({ min: 0, max: 10_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      seat: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((ls) => ls.map((l, i): Line => ({ ...l, id: i + 1 })));

/** A part: some quantity of some lines (maybe too much, or an unknown line), or a seat. */
const part = fc.oneof(
  fc.record({ seat: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    lines: fc.array(
      fc.record({ lineId: fc.integer({ min: 1, max: 13 }), quantity: fc.integer({ min: 1, max: 6 }) }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
);
const rules = fc.record({
  taxRateBp: fc.integer({ min: 0, max: 3000 }),
  taxInclusive: fc.boolean(),
  serviceChargeBp: fc.integer({ min: 0, max: 2000 }),
});
// Splitting refuses an amount discount, so only a percentage (or none) travels with the parts.
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
);

const pick = (all: Line[], take: Map<number, number>) =>
  all.flatMap((l) => (take.get(l.id) ? [{ ...l, quantity: take.get(l.id)! }] : []));

/**
 * The most one order's total can stray from its exact (unrounded) value: discount, service charge
 * and tax are each rounded once per order (half a minor unit), and an earlier rounding is carried
 * through the later rates.
 */
function roundingBound(
  d: Discount,
  r: { taxRateBp: number; taxInclusive: boolean; serviceChargeBp: number },
) {
  const s = r.serviceChargeBp / 10_000;
  const t = r.taxRateBp / 10_000;
  const base = (d?.value ? 0.5 * (1 + s) : 0) + (s ? 0.5 : 0);
  return r.taxInclusive ? base : base * (1 + t) + (t ? 0.5 : 0);
}

describe('splitting an order', () => {
  it('conserves line totals exactly, and totals within each order’s rounding', () => {
    let splits = 0;
    fc.assert(
      fc.property(
        lines,
        fc.array(part, { minLength: 1, maxLength: 5 }),
        discount,
        rules,
        (all, parts, d, r) => {
          let plan: ReturnType<typeof divideLines>;
          try {
            plan = divideLines(all, parts);
          } catch (error) {
            // A refused split names the field at fault and changes nothing.
            expect(error).toBeInstanceOf(AppError);
            expect(Object.keys((error as AppError).fields ?? {})).toHaveLength(1);
            return;
          }
          splits++;
          const remainder = all.flatMap((l) =>
            plan.remaining.get(l.id) ? [{ ...l, quantity: plan.remaining.get(l.id)! }] : [],
          );
          const pieces = [remainder, ...plan.parts.map((take) => pick(all, take))];
          expect(pieces.every((p) => p.length > 0)).toBe(true);
          // Every unit of every line is in exactly one order.
          for (const l of all) {
            expect(
              pieces
                .flat()
                .filter((x) => x.id === l.id)
                .reduce((s, x) => s + x.quantity, 0),
            ).toBe(l.quantity);
          }
          const original = priceOrder(all, d, r);
          const priced = pieces.map((p) => priceOrder(p, d, r));
          const sum = (k: 'subtotal' | 'total') => priced.reduce((s, p) => s + p[k], 0);
          // Line totals, and so subtotals, are conserved to the minor unit.
          expect(sum('subtotal')).toBe(original.subtotal);
          expect(pieces.flat().reduce((s, l) => s + lineTotal(l), 0)).toBe(original.subtotal);
          // Totals: each order (the original too) rounds once, so they may differ by that much.
          const bound = (priced.length + 1) * roundingBound(d, r);
          expect(Math.abs(sum('total') - original.total)).toBeLessThanOrEqual(Math.floor(bound + 1e-9));
          // With no discount, no service charge and tax included in prices, totals are conserved too.
          if (!d?.value && !r.serviceChargeBp && r.taxInclusive) expect(sum('total')).toBe(original.total);
        },
      ),
      { numRuns: 1000 },
    );
    // Most random parts are refused (about nine in ten); enough must succeed for the property to
    // mean something. 1,000 runs give about 100 splits, so 50 is far below chance.
    expect(splits).toBeGreaterThan(50);
  });

  it('names the field at fault', () => {
    const ls = [
      { id: 1, quantity: 2, seat: 1 },
      { id: 2, quantity: 1, seat: 2 },
    ];
    const fields = (parts: Parameters<typeof divideLines>[1]) => {
      try {
        divideLines(ls, parts);
      } catch (error) {
        return (error as AppError).fields;
      }
      return undefined;
    };
    expect(fields([{ lines: [{ lineId: 9, quantity: 1 }] }])).toEqual({
      'parts.0.lines.0.lineId': 'No such item on this order',
    });
    expect(fields([{ lines: [{ lineId: 1, quantity: 3 }] }])).toEqual({
      'parts.0.lines.0.quantity': 'More than is left of this item',
    });
    expect(fields([{ seat: 3 }])).toEqual({ 'parts.0.seat': 'No item on this seat' });
    expect(
      fields([
        {
          lines: [
            { lineId: 1, quantity: 2 },
            { lineId: 2, quantity: 1 },
          ],
        },
      ]),
    ).toEqual({ 'parts.0': 'This part is the whole order' });
    expect(fields([{ seat: 1 }, { seat: 2 }])).toEqual({ parts: 'Nothing would stay' });
    expect(fields([{ seat: 1 }, { lines: [{ lineId: 1, quantity: 1 }] }])).toEqual({
      'parts.1.lines.0.quantity': 'More than is left of this item',
    });
    expect(divideLines(ls, [{ lines: [{ lineId: 1, quantity: 1 }] }, { seat: 2 }])).toEqual({
      parts: [new Map([[1, 1]]), new Map([[2, 1]])],
      remaining: new Map([
        [1, 1],
        [2, 0],
      ]),
    });
  });
});
