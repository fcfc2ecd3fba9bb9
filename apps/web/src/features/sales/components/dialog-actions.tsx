import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  /** The submit button's words: what the dialog does. */
  label: string;
  color?: string;
  busy: boolean;
  onCancel: () => void;
}

/** Cancel, then the dialog's own action, at the end of a sales dialog's form. */
export function DialogActions({ label, color, busy, onCancel }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} size="md">
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={color} loading={busy} size="md">
        {label}
      </Button>
    </Group>
  );
}
