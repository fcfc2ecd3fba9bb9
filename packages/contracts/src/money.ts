/**
 * Money is always an integer count of the currency's minor unit (fils, halalas, cents).
 * Never a float, never a decimal string on the wire.
 */

/** ISO 4217 minor-unit exponents that differ from 2, plus the region's common currencies. */
const EXPONENTS: Record<string, number> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLP: 0,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  UGX: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
};

/** Currencies offered in settings; any ISO 4217 code that Intl knows is accepted too. */
export const COMMON_CURRENCIES = [
  'SAR',
  'AED',
  'KWD',
  'BHD',
  'OMR',
  'QAR',
  'JOD',
  'EGP',
  'USD',
  'EUR',
  'GBP',
  'JPY',
] as const;

export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/**
 * Number of decimal places of the currency's minor unit.
 * @example currencyExponent('KWD') // 3
 */
export function currencyExponent(currency: string): number {
  return EXPONENTS[currency] ?? 2;
}

/**
 * Formats minor units for display with the locale's digits and the currency's exponent.
 * @example formatMoney(1250, 'SAR', 'en') // "SAR 12.50"
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const exp = currencyExponent(currency);
  return moneyFormat(currency, locale, exp).format(minor / 10 ** exp);
}

/**
 * Building an Intl.NumberFormat costs far more than using one, and a POS grid formats hundreds of
 * prices per keystroke; there are only a few locale and currency pairs, so keep each one.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, locale: string, exp: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exp,
      maximumFractionDigits: exp,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Minor units as a plain decimal string with a dot, for form fields: 1250 SAR → "12.50". */
export function minorToDecimal(minor: number, currency: string): string {
  const exp = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  if (exp === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

/**
 * Parses a decimal typed by a person into minor units without floating point.
 * Accepts Arabic-Indic digits and the Arabic decimal separator. Returns null when the text is
 * not a number or has more decimals than the currency allows.
 * @example decimalToMinor('12.5', 'SAR') // 1250
 */
export function decimalToMinor(text: string, currency: string): number | null {
  const exp = currencyExponent(currency);
  const normalized = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(normalized);
  if (!match) return null;
  const [, sign, whole = '', frac = ''] = match;
  if (frac.length > exp) return null;
  const minor = Number(whole + frac.padEnd(exp, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}

/**
 * Tax contained in or added to an amount, in basis points (1500 = 15 %), rounded half away from
 * zero once per tax total ("round globally"), never per line.
 * Inclusive: tax = amount − amount / (1 + rate). Exclusive: tax = amount × rate.
 */
export function taxOf(amount: number, rateBp: number, inclusive: boolean): number {
  if (rateBp === 0 || amount === 0) return 0;
  return roundDiv(amount * rateBp, inclusive ? 10_000 + rateBp : 10_000);
}

/** Integer division rounded half away from zero, exact for safe integers. */
export function roundDiv(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return sign * (r * 2 >= d ? q + 1 : q) + 0; // + 0 turns -0 into 0
}

/**
 * The notes and coins a drawer is counted in, largest first, in minor units; none for a currency
 * not listed here (its drawer is counted as one amount).
 */
export const CASH_DENOMINATIONS: Readonly<Record<string, readonly number[]>> = {
  SAR: [50_000, 20_000, 10_000, 5_000, 1_000, 500, 200, 100, 50, 25, 10, 5],
  AED: [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50, 25],
  QAR: [50_000, 10_000, 5_000, 1_000, 500, 100, 50, 25],
  KWD: [20_000, 10_000, 5_000, 1_000, 500, 250, 100, 50, 20, 10, 5],
  BHD: [20_000, 10_000, 5_000, 1_000, 500, 100, 50, 25, 10, 5],
  OMR: [50_000, 20_000, 10_000, 5_000, 1_000, 500, 100, 50, 25, 10, 5],
  JOD: [50_000, 20_000, 10_000, 5_000, 1_000, 500, 250, 100, 50, 10],
  EGP: [20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50, 25],
  USD: [10_000, 5_000, 2_000, 1_000, 500, 100, 25, 10, 5, 1],
  EUR: [50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  GBP: [5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
};
