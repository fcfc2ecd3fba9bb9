import { currencyExponent, formatMoney } from '@cashier/contracts';
import { intlLocale, type Locale } from './locale';

/** Numbers, money and dates always go through Intl with the active locale, so Arabic shows its own digits and separators. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

export function formatPrice(minor: number, currency: string, locale: Locale): string {
  return formatMoney(minor, currency, intlLocale(locale));
}

export function formatYear(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric' }).format(date);
}

/**
 * Money in a few characters, for chart axes: 125000 SAR minor → "SAR 1.3K" ("‏١٫٣ ألف ر.س.‏" in Arabic).
 */
export function formatPriceCompact(minor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(minor / 10 ** currencyExponent(currency));
}

/**
 * A calendar day written as YYYY-MM-DD, read as that day wherever the browser is.
 * @example formatDay('2026-11-21', 'en') // "Saturday, November 21, 2026"
 */
export function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A moment's date in the browser's time zone, short: "Nov 21, 2026", "٢١‏/١١‏/٢٠٢٦". */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

/** An hour of the day (0–23) as the locale writes it: "9 AM", "٩ ص". */
export function formatHour(hour: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}

/**
 * How long ago something happened, in words: "2 minutes ago", "منذ دقيقتين"; "now" under a minute.
 * @example formatTimeAgo('2026-01-01T10:00:00Z', new Date('2026-01-01T10:05:00Z'), 'en') // "5 minutes ago"
 */
export function formatTimeAgo(iso: string, now: Date, locale: Locale): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

/**
 * A moment's date and time, in `timeZone` (the restaurant's, from settings) when one is given and
 * known, else the browser's: "Nov 21, 2026, 8:30 PM".
 * @example formatDateTime('2026-11-21T17:30:00Z', 'en', 'Asia/Riyadh') // "Nov 21, 2026, 8:30 PM"
 */
export function formatDateTime(iso: string, locale: Locale, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(iso));
  }
}

/**
 * Money without its currency sign, for columns under a heading or a receipt whose total names
 * the currency: 1250 SAR → "12.50", 1250 KWD → "1.250".
 */
export function formatAmount(minor: number, currency: string, locale: Locale): string {
  const digits = currencyExponent(currency);
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** A rate in basis points as a percentage: 1500 → "15%", 1250 → "12.5%". */
export function formatRateBp(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / 10_000,
  );
}
