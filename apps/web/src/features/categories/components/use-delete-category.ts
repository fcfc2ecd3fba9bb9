import type { Category } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteCategory } from '../api';

/** Asks, deletes, and says what happened (including the 409 when the category still holds products). */
export function useConfirmDeleteCategory(): (category: Category) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const { mutate } = useDeleteCategory();
  // Stable, so the table's columns are not rebuilt on every render.
  return useCallback(
    (category: Category) => {
      const name = locale === 'ar' ? category.nameAr : category.nameEn;
      confirmDelete({
        title: t('categories.deleteTitle'),
        message: t('common.deleteConfirm', { name }),
        onConfirm: () =>
          mutate(category.id, {
            onSuccess: () => notifySuccess(t('categories.deleted', { name })),
            onError: (error) => notifyError(error, t('categories.deleteFailed')),
          }),
      });
    },
    [t, locale, mutate],
  );
}
