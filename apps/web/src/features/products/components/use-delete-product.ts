import type { Product } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteProduct } from '../api';

/** Asks, deletes, and says what happened. */
export function useConfirmDeleteProduct(): (product: Product) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const { mutate } = useDeleteProduct();
  // Stable, so the table's columns are not rebuilt on every render.
  return useCallback(
    (product: Product) => {
      const name = locale === 'ar' ? product.nameAr : product.nameEn;
      confirmDelete({
        title: t('products.deleteTitle'),
        message: t('common.deleteConfirm', { name }),
        onConfirm: () =>
          mutate(product.id, {
            onSuccess: () => notifySuccess(t('products.deleted', { name })),
            onError: (error) => notifyError(error, t('products.deleteFailed')),
          }),
      });
    },
    [t, locale, mutate],
  );
}
