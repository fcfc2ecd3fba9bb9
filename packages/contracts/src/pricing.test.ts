import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent } from './money.ts';
import { lineTotal, priceOrder, type Discount } from './pricing.ts';

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  modifiersTotal: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 10_000_000 }) }),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
);
const rules = fc.record({
  taxRateBp: fc.integer({ min: 0, max: 3000 }),
  taxInclusive: fc.boolean(),
  serviceChargeBp: fc.integer({ min: 0, max: 2000 }),
});
// 2- and 3-decimal currencies: the rules are the same integers, only the scale of prices differs.
const currency = fc.constantFrom('SAR', 'KWD', 'BHD', 'USD', 'JPY');

describe('order pricing', () => {
  it('lines + tax + service − discount = total to the minor unit, inclusive and exclusive', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        discount,
        rules,
        currency,
        (lines, d, r, cur) => {
          const scale = 10 ** (currencyExponent(cur) - 2 < 0 ? 0 : currencyExponent(cur) - 2);
          const scaled = lines.map((l) => ({ ...l, unitPrice: l.unitPrice * scale }));
          const t = priceOrder(scaled, d, r);
          for (const v of Object.values(t)) expect(Number.isSafeInteger(v)).toBe(true);
          expect(t.subtotal).toBe(scaled.reduce((s, l) => s + lineTotal(l), 0));
          expect(t.discountTotal).toBeGreaterThanOrEqual(0);
          expect(t.discountTotal).toBeLessThanOrEqual(t.subtotal);
          // With inclusive prices the lines already contain their tax: net lines = lines − tax.
          const lineNet = r.taxInclusive ? t.subtotal - t.taxTotal : t.subtotal;
          expect(lineNet + t.taxTotal + t.serviceCharge - t.discountTotal).toBe(t.total);
          expect(t.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds tax once per order, not per line', () => {
    const lines = Array.from({ length: 10 }, () => ({ unitPrice: 105, modifiersTotal: 0, quantity: 1 }));
    const r = { taxRateBp: 1500, taxInclusive: false, serviceChargeBp: 0 };
    // 10 × 15.75 = 157.5 → 158 once; rounding each line would give 10 × 16 = 160.
    expect(priceOrder(lines, null, r).taxTotal).toBe(158);
  });

  it('prices a known receipt', () => {
    const t = priceOrder(
      [
        { unitPrice: 4200, modifiersTotal: 300, quantity: 2 },
        { unitPrice: 900, modifiersTotal: 0, quantity: 1 },
      ],
      { type: 'percent', value: 1000 },
      { taxRateBp: 1500, taxInclusive: true, serviceChargeBp: 1000 },
    );
    expect(t).toEqual({
      subtotal: 9900,
      discountTotal: 990,
      serviceCharge: 891,
      taxTotal: 1278,
      total: 9801,
    });
  });
});
