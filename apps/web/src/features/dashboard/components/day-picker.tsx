import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DayPickerProps {
  /** The day on screen as YYYY-MM-DD ('' until the first answer says which day today is). */
  value: string;
  /** Whether a day other than today was chosen, which offers the way back. */
  chosen: boolean;
  onChange: (date: string | null) => void;
}

/** The browser's own date field: keyboard, touch and screen-reader friendly in both languages. */
export function DayPicker({ value, chosen, onChange }: DayPickerProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        type="date"
        label={t('dashboard.day')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value || null)}
        w={170}
      />
      {chosen && (
        <Button variant="default" onClick={() => onChange(null)}>
          {t('dashboard.today')}
        </Button>
      )}
    </Group>
  );
}
