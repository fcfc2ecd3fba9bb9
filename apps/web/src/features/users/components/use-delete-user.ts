import type { StaffUser } from '@cashier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { ApiRequestError, isApiError } from '@cashier/web-core/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@cashier/web-core/session';
import { useDeleteUser } from '../api';

/**
 * Asks, deletes, and says what happened. The server refuses (409) to delete yourself or the last
 * active owner; that reason is shown in the UI language.
 */
export function useConfirmDeleteUser(): (user: StaffUser) => void {
  const { t } = useTranslation();
  const meId = useCurrentUser()?.id;
  const { mutate } = useDeleteUser();
  return useCallback(
    (user: StaffUser) => {
      const { name } = user;
      confirmDelete({
        title: t('users.deleteTitle'),
        message: t('users.deleteConfirm', { name }),
        onConfirm: () =>
          mutate(user.id, {
            onSuccess: () => notifySuccess(t('users.deleted', { name })),
            onError: (error) => {
              if (isApiError(error) && error.status === 409) {
                const reason = user.id === meId ? t('users.errors.deleteSelf') : t('users.errors.lastOwner');
                notifyError(new ApiRequestError(409, error.code, reason), t('users.deleteFailed'));
              } else notifyError(error, t('users.deleteFailed'));
            },
          }),
      });
    },
    [t, meId, mutate],
  );
}
