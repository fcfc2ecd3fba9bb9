import type { TableStatus } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetTableStatus } from '../api';

/** Sets a table's status and says what happened; an open order keeps a table occupied (422). */
export function useChangeTableStatus() {
  const { t } = useTranslation();
  const setStatus = useSetTableStatus();
  const change = (table: { id: number; name: string }, status: TableStatus) =>
    setStatus.mutate(
      { id: table.id, status },
      {
        onSuccess: () =>
          notifySuccess(
            t('tables.statusChanged', { name: table.name, status: t(`tables.statuses.${status}`) }),
          ),
        onError: (error) =>
          isApiError(error) && error.status === 422 && error.fields.status
            ? notifications.show({
                color: 'red',
                title: t('tables.statusFailed'),
                message: t('tables.orderStillOpen'),
              })
            : notifyError(error, t('tables.statusFailed')),
      },
    );
  return { change, pending: setStatus.isPending ? setStatus.variables : undefined };
}
