import type { Order } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalCanceled, useManagerApproval } from '@/components/use-manager-approval';
import { fieldErrors } from '@cashier/web-core/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useVoidOrder } from '../api';

/** A void's reason; without `orders.void` a manager's PIN is asked for and the void retried once. */
export function useVoidForm(order: Order, onClose: () => void) {
  const { t } = useTranslation();
  const voidOrder = useVoidOrder();
  const { run, dialog } = useManagerApproval();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('sales.actions.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await run('orders.void', order.id, text, (approvalToken) =>
        voidOrder.mutateAsync({ id: order.id, version: order.version, reason: text, approvalToken }),
      );
      notifySuccess(t('sales.actions.voided', { number: order.ticketNumber }));
      setReason('');
      onClose();
    } catch (e) {
      if (!(e instanceof ApprovalCanceled)) setError(fieldErrors(e).cancelReason ?? errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    reason,
    /** A new reason clears the error shown. */
    changeReason: (value: string) => {
      setReason(value);
      setError(null);
    },
    error,
    busy,
    submit,
    /** The manager's PIN dialog, to render beside the form. */
    approvalDialog: dialog,
  };
}
