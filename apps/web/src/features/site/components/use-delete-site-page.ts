import type { SitePage } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteSitePage } from '../api';

/** Asks, deletes, and says what happened. */
export function useConfirmDeleteSitePage(): (entry: SitePage) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useDeleteSitePage();
  return (entry) => {
    const name = locale === 'ar' ? entry.titleAr : entry.titleEn;
    confirmDelete({
      title: t(`site.kinds.${entry.kind}.deleteTitle`),
      message: t('common.deleteConfirm', { name }),
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => notifySuccess(t('site.deleted', { name })),
          onError: (error) => notifyError(error, t('site.deleteFailed')),
        }),
    });
  };
}
