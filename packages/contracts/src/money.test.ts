import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, decimalToMinor, formatMoney, minorToDecimal, roundDiv, taxOf } from './money.ts';

const currencies = fc.constantFrom('SAR', 'KWD', 'JPY', 'BHD', 'USD');

describe('money', () => {
  it('knows ISO 4217 exponents', () => {
    expect(currencyExponent('SAR')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('OMR')).toBe(3);
    expect(currencyExponent('JPY')).toBe(0);
  });

  it('round-trips minor units through the decimal text a person types', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (minor, currency) => {
        expect(decimalToMinor(minorToDecimal(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('parses decimals exactly, refusing extra precision and garbage', () => {
    expect(decimalToMinor('12.5', 'SAR')).toBe(1250);
    expect(decimalToMinor('0.1', 'SAR')).toBe(10);
    expect(decimalToMinor('1.005', 'KWD')).toBe(1005);
    expect(decimalToMinor('١٢٫٥٠', 'SAR')).toBe(1250);
    expect(decimalToMinor('12.345', 'SAR')).toBeNull();
    expect(decimalToMinor('1.5', 'JPY')).toBeNull();
    expect(decimalToMinor('abc', 'SAR')).toBeNull();
    expect(decimalToMinor('', 'SAR')).toBeNull();
  });

  it('formats with the currency exponent in both locales', () => {
    expect(formatMoney(1250, 'SAR', 'en')).toContain('12.50');
    expect(formatMoney(1005, 'KWD', 'en')).toContain('1.005');
    expect(formatMoney(1250, 'SAR', 'ar')).toMatch(/(12\.50|١٢٫٥٠).*ر\.س/);
  });

  it('rounds half away from zero exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const exact = (BigInt(Math.abs(n)) * 2n + BigInt(d)) / (2n * BigInt(d));
        expect(roundDiv(n, d)).toBe(n < 0 ? -Number(exact) + 0 : Number(exact));
      }),
    );
  });

  it('splits an inclusive amount into net and tax that add back up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const tax = taxOf(amount, bp, true);
        const net = amount - tax;
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(net + tax).toBe(amount);
        // The tax is the one that, added to the net, is nearest the rate of the net.
        expect(Math.abs(tax - (net * bp) / 10_000)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('adds exclusive tax rounded once', () => {
    expect(taxOf(1000, 1500, false)).toBe(150);
    expect(taxOf(333, 1500, false)).toBe(50); // 49.95 → 50
    expect(taxOf(1150, 1500, true)).toBe(150);
  });
});
