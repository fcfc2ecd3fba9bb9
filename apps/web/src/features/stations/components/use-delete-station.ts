import type { Station } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteStation } from '../api';

/** Asks (saying what routes there stops), deletes, and says what happened. */
export function useConfirmDeleteStation(): (station: Station) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const { mutate } = useDeleteStation();
  // Stable, so the table's columns are not rebuilt on every render.
  return useCallback(
    (station: Station) => {
      const name = locale === 'ar' ? station.nameAr : station.nameEn;
      confirmDelete({
        title: t('stations.deleteTitle'),
        message: t('stations.deleteConfirm', { name }),
        onConfirm: () =>
          mutate(station.id, {
            onSuccess: () => notifySuccess(t('stations.deleted', { name })),
            onError: (error) => notifyError(error, t('stations.deleteFailed')),
          }),
      });
    },
    [t, locale, mutate],
  );
}
