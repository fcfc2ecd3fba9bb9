import { formatMoney } from '@cashier/contracts';
import { intlLocale, type Locale } from './locale';

/** Numbers, money and dates always go through Intl with the active locale (GUIDE §6). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

export function formatPrice(minor: number, currency: string, locale: Locale): string {
  return formatMoney(minor, currency, intlLocale(locale));
}

export function formatYear(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric' }).format(date);
}
