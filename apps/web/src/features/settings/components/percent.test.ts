import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp } from './percent';

describe('percent ↔ basis points', () => {
  it('moves the decimal point exactly', () => {
    expect(percentToBp('15.5')).toEqual({ bp: 1550 });
    expect(percentToBp('15')).toEqual({ bp: 1500 });
    expect(percentToBp('0.07')).toEqual({ bp: 7 });
    expect(percentToBp('8.25')).toEqual({ bp: 825 });
    expect(percentToBp('100')).toEqual({ bp: 10_000 });
    expect(percentToBp(' 15.5 % ')).toEqual({ bp: 1550 });
    expect(percentToBp('15.')).toEqual({ bp: 1500 });
  });

  it('reads Arabic digits and separators', () => {
    expect(percentToBp('١٥٫٥')).toEqual({ bp: 1550 });
    expect(percentToBp('۱۵')).toEqual({ bp: 1500 });
    expect(percentToBp('١٥٪')).toEqual({ bp: 1500 });
  });

  it('refuses more than two decimals, signs and words', () => {
    expect(percentToBp('15.555')).toEqual({ problem: 'invalid' });
    expect(percentToBp('-1')).toEqual({ problem: 'invalid' });
    expect(percentToBp('abc')).toEqual({ problem: 'invalid' });
    expect(percentToBp('1e2')).toEqual({ problem: 'invalid' });
    expect(percentToBp('  ')).toEqual({ problem: 'required' });
  });

  it('shows basis points without trailing zeros', () => {
    expect(bpToPercent(1550)).toBe('15.5');
    expect(bpToPercent(1500)).toBe('15');
    expect(bpToPercent(7)).toBe('0.07');
    expect(bpToPercent(0)).toBe('0');
    expect(bpToPercent(10_000)).toBe('100');
  });

  it('round-trips every basis-point value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (bp) => {
        expect(percentToBp(bpToPercent(bp))).toEqual({ bp });
      }),
    );
  });
});
