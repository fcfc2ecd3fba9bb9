import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@cashier/web-core/locale';
import { touchSegments } from './touch';

export type ReceiptLanguage = Locale | 'both';

/** English, Arabic or both, for a receipt or invoice; the invoice offers "both" first, its default. */
export function ReceiptLanguageControl({
  value,
  onChange,
  bothFirst = false,
}: {
  value: ReceiptLanguage;
  onChange: (value: ReceiptLanguage) => void;
  bothFirst?: boolean;
}) {
  const { t } = useTranslation();
  const single = [
    { value: 'en', label: t('sales.order.english') },
    { value: 'ar', label: t('sales.order.arabic') },
  ];
  const both = { value: 'both', label: t('sales.order.bothLanguages') };
  return (
    <SegmentedControl
      styles={touchSegments}
      aria-label={t('sales.order.receiptLanguage')}
      value={value}
      onChange={(v) => onChange(v as ReceiptLanguage)}
      data={bothFirst ? [both, ...single] : [...single, both]}
    />
  );
}
