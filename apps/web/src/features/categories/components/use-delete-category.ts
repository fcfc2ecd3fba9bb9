import type { Category } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteCategory } from '../api';

/** Asks, deletes, and says what happened (including the 409 when the category still holds products). */
export function useConfirmDeleteCategory(): (category: Category) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useDeleteCategory();
  return (category) => {
    const name = locale === 'ar' ? category.nameAr : category.nameEn;
    confirmDelete({
      title: t('categories.deleteTitle'),
      message: t('common.deleteConfirm', { name }),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => notifySuccess(t('categories.deleted', { name })),
          onError: (error) => notifyError(error, t('categories.deleteFailed')),
        }),
    });
  };
}
