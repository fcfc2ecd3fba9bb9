import type { Customer } from '@cashier/contracts';
import { Text } from '@mantine/core';
import { modals } from '@/lib/modals';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { isApiError } from '@cashier/web-core/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { customerBody, useDeleteCustomer, useSaveCustomer } from '../api';
import { deleteFailureMessage } from './customer-errors';

/**
 * Asks, deletes, and says what happened. A customer the books still name (a balance, orders) is
 * refused with 409; the manager is told why and offered to block the customer instead.
 */
export function useConfirmDeleteCustomer(): (customer: Customer) => void {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const save = useSaveCustomer();

  const offerBlock = (customer: Customer, error: unknown) => {
    const title = t('customers.deleteRefusedTitle');
    const children = <Text size="sm">{deleteFailureMessage(error, t)}</Text>;
    if (customer.status === 'blocked') {
      modals.open({ title, children });
      return;
    }
    modals.openConfirmModal({
      title,
      children,
      labels: { confirm: t('customers.blockInstead'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        save.mutate(
          { id: customer.id, body: customerBody(customer, { status: 'blocked' }) },
          {
            onSuccess: () => notifySuccess(t('customers.blocked', { name: customer.name })),
            onError: (e) => notifyError(e, t('common.saveFailed')),
          },
        ),
    });
  };

  return (customer) => {
    confirmDelete({
      title: t('customers.deleteTitle'),
      message: t('common.deleteConfirm', { name: customer.name }),
      onConfirm: () =>
        remove.mutate(customer.id, {
          onSuccess: () => notifySuccess(t('customers.deleted', { name: customer.name })),
          onError: (error) =>
            isApiError(error) && error.status === 409
              ? offerBlock(customer, error)
              : notifyError(error, t('customers.deleteFailed')),
        }),
    });
  };
}
