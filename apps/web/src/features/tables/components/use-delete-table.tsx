import type { DiningTable } from '@cashier/contracts';
import { Text } from '@mantine/core';
import { modals } from '@/lib/modals';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { isApiError } from '@cashier/web-core/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTable } from '../api';

/** Asks, deletes, and says what happened; a table with an open order is refused (409) with the reason. */
export function useConfirmDeleteTable(): (table: DiningTable) => void {
  const { t } = useTranslation();
  const remove = useDeleteTable();
  return (table) =>
    confirmDelete({
      title: t('tables.deleteTitle'),
      message: t('common.deleteConfirm', { name: table.name }),
      onConfirm: () =>
        remove.mutate(table.id, {
          onSuccess: () => notifySuccess(t('tables.deleted', { name: table.name })),
          onError: (error) =>
            isApiError(error) && error.status === 409
              ? modals.open({
                  title: t('tables.deleteRefusedTitle'),
                  children: <Text size="sm">{t('tables.deleteRefused')}</Text>,
                })
              : notifyError(error, t('tables.deleteFailed')),
        }),
    });
}
