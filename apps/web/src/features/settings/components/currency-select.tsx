import { Select } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { intlLocale } from '@cashier/web-core/locale';
import { currencyOptions } from './zone-options';

interface CurrencySelectProps {
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
}

/** A searchable list of ISO 4217 currencies, named in the active language. */
export function CurrencySelect({ value, onChange, error }: CurrencySelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(() => {
    const { common, all } = currencyOptions(intlLocale(locale), value);
    return [
      { group: t('settings.currencyCommon'), items: common },
      { group: t('settings.currencyAll'), items: all },
    ];
  }, [locale, value, t]);
  return (
    <Select
      label={t('settings.currency')}
      description={t('settings.currencyHint')}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('common.noMatch')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error}
      maw={560}
    />
  );
}
