import { describe, expect, it } from 'vitest';
import { checkPrice, priceExample } from './price';

describe('price input', () => {
  it('reads decimals into minor units for the currency', () => {
    expect(checkPrice('12.5', 'SAR')).toEqual({ minor: 1250 });
    expect(checkPrice('1.250', 'KWD')).toEqual({ minor: 1250 });
    expect(checkPrice('500', 'JPY')).toEqual({ minor: 500 });
    expect(checkPrice('١٢٫٥', 'SAR')).toEqual({ minor: 1250 });
  });

  it('refuses more decimals than the currency has, negatives and words', () => {
    expect(checkPrice('12.345', 'SAR')).toEqual({ problem: 'invalid' });
    expect(checkPrice('1.5', 'JPY')).toEqual({ problem: 'invalid' });
    expect(checkPrice('-3', 'SAR')).toEqual({ problem: 'invalid' });
    expect(checkPrice('abc', 'SAR')).toEqual({ problem: 'invalid' });
    expect(checkPrice('  ', 'SAR')).toEqual({ problem: 'required' });
  });

  it('shows an example with the currency’s decimals', () => {
    expect(priceExample('SAR')).toBe('12.50');
    expect(priceExample('KWD')).toBe('12.500');
    expect(priceExample('JPY')).toBe('12');
  });
});
