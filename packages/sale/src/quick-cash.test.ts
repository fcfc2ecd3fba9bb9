import { describe, expect, it } from 'vitest';
import { quickCash } from './quick-cash.ts';

describe('quickCash', () => {
  it('offers the exact amount and the next round notes', () => {
    expect(quickCash(2345, 2)).toEqual([2345, 2500, 3000, 4000, 5000]);
    expect(quickCash(5000, 2)).toEqual([5000, 6000, 10000, 20000, 50000]);
  });
});
