import { currencyExponent, decimalToMinor } from '@cashier/contracts';

export type PriceCheck = { minor: number } | { problem: 'required' | 'invalid' };

/**
 * Reads a price typed as a decimal ("12.50", Arabic digits allowed) into minor units, refusing
 * more decimals than the currency has (SAR 2, KWD 3, JPY 0) and negative amounts.
 * @example checkPrice('12.5', 'SAR') // { minor: 1250 }
 */
export function checkPrice(text: string, currency: string): PriceCheck {
  if (!text.trim()) return { problem: 'required' };
  const minor = decimalToMinor(text, currency);
  if (minor === null || minor < 0) return { problem: 'invalid' };
  return { minor };
}

/** How a valid price looks in this currency, for the hint: "12.50", "12.500", "12". */
export function priceExample(currency: string): string {
  const exp = currencyExponent(currency);
  return exp ? `12.${'5'.padEnd(exp, '0')}` : '12';
}
