import type { Printer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeletePrinter } from '../api';

/** Asks, deletes, and says what happened. */
export function useConfirmDeletePrinter(): (printer: Printer) => void {
  const { t } = useTranslation();
  const remove = useDeletePrinter();
  return (printer) =>
    confirmDelete({
      title: t('printers.deleteTitle'),
      message: t('printers.deleteConfirm', { name: printer.name }),
      onConfirm: () =>
        remove.mutate(printer.id, {
          onSuccess: () => notifySuccess(t('printers.deleted', { name: printer.name })),
          onError: (error) => notifyError(error, t('printers.deleteFailed')),
        }),
    });
}
