import { Text } from '@mantine/core';
import { modals } from '@/lib/modals';
import { i18n } from '@/lib/i18n';

/** Every destructive action asks first: a slip of the finger on a till must not delete a record. */
export function confirmDelete({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
