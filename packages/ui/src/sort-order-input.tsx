import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

/** Where a row comes in its list: a whole number from 0 (lower first) up to the contract's `max`. */
export function SortOrderInput({ withHint = false, ...props }: NumberInputProps & { withHint?: boolean }) {
  const { t } = useTranslation(UI_NS);
  return (
    <NumberInput
      label={t('common.sortOrder')}
      description={withHint ? t('common.sortOrderHint') : undefined}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
