import { NumberInput } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How many guests a table's order serves (the covers the daily report counts); empty: not asked. */
export function GuestsInput({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (guests: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NumberInput
      aria-label={t('pos.guests')}
      placeholder={t('pos.guests')}
      leftSection={<IconUsers size={18} />}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' && v >= 1 ? Math.min(Math.floor(v), 999) : null)}
      min={1}
      max={999}
      allowDecimal={false}
      allowNegative={false}
      size="md"
      maw={130}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
