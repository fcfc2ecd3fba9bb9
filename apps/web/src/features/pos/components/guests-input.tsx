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
      // The icon says what it is; the box is as narrow as three digits, so no word in it is cut.
      placeholder="–"
      leftSection={<IconUsers size={18} />}
      leftSectionWidth={32}
      hideControls
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' && v >= 1 ? Math.min(Math.floor(v), 999) : null)}
      min={1}
      max={999}
      allowDecimal={false}
      allowNegative={false}
      size="md"
      w={80}
      style={{ flexShrink: 0 }}
      styles={{ input: { minHeight: 44, paddingInlineEnd: 6 } }}
    />
  );
}
