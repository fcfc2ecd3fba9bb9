import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

/** Short (less cash than expected) reads red, over orange, exact teal. */
export function differenceColor(difference: number): string {
  return difference < 0 ? 'red' : difference > 0 ? 'orange' : 'teal';
}

/**
 * A drawer's difference (counted − expected) in words and colour: "Short SAR 5.00", "Over SAR 2.00"
 * or "Exact". The amount is always shown without its sign: the word says which way.
 */
export function DifferenceText({
  difference,
  currency,
  ...props
}: TextProps & { difference: number; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatPrice(Math.abs(difference), currency, locale);
  const words =
    difference < 0
      ? t('shifts.difference.short', { amount })
      : difference > 0
        ? t('shifts.difference.over', { amount })
        : t('shifts.difference.exact');
  return (
    <Text component="span" c={differenceColor(difference)} fw={700} data-difference={difference} {...props}>
      {words}
    </Text>
  );
}
