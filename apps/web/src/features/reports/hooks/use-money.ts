import { useCallback } from 'react';
import { formatAmount, formatNumber, formatPrice, formatRateBp } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

/**
 * The formatters of a report in `currency`: `money` with the currency (cards, lists), `amount`
 * without it (table columns, under a line naming the currency), `count` for whole numbers, `share` for basis points.
 */
export function useFormatters(currency: string) {
  const locale = useLocale();
  return {
    locale,
    money: useCallback((minor: number) => formatPrice(minor, currency, locale), [currency, locale]),
    amount: useCallback((minor: number) => formatAmount(minor, currency, locale), [currency, locale]),
    count: useCallback((value: number) => formatNumber(value, locale), [locale]),
    /** A share in basis points: 1250 → "12.5%". */
    share: useCallback((bp: number) => formatRateBp(bp, locale), [locale]),
  };
}
