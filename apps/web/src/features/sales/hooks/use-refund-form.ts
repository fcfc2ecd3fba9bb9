import { decimalToMinor, minorToDecimal, type Order } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalCanceled, useManagerApproval } from '@/components/use-manager-approval';
import { fieldErrors } from '@cashier/web-core/api-client';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useRefundOrder, type RefundBody } from '../api';

export type RefundMethod = RefundBody['method'];

/**
 * A refund's amount, method and reason, checked here first (at most what is left to refund) and
 * then by the server; without `orders.refund` a manager's PIN is asked for and the refund retried.
 */
export function useRefundForm(order: Order, onClose: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refund = useRefundOrder();
  const { run, dialog } = useManagerApproval();
  /** What is still refundable: paid, less earlier refunds (the server checks it again). */
  const left = order.paidTotal - order.refundedTotal;
  const [amount, setAmount] = useState(minorToDecimal(left, order.currency));
  const [method, setMethod] = useState<RefundMethod>('cash');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = decimalToMinor(amount, order.currency);
    const found: Record<string, string> = {};
    if (minor === null || minor <= 0) found.amount = t('sales.actions.amountInvalid');
    else if (minor > left)
      found.amount = t('sales.actions.amountTooMuch', { max: formatPrice(left, order.currency, locale) });
    if (!reason.trim()) found.reason = t('sales.actions.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length || minor === null) return;
    setBusy(true);
    try {
      const text = reason.trim();
      await run('orders.refund', order.id, text, (approvalToken) =>
        refund.mutateAsync({
          id: order.id,
          body: { version: order.version, amount: minor, method, reason: text, approvalToken },
        }),
      );
      notifySuccess(t('sales.actions.refunded', { amount: formatPrice(minor, order.currency, locale) }));
      setReason('');
      onClose();
    } catch (e) {
      if (e instanceof ApprovalCanceled) return;
      const fields = fieldErrors(e);
      setErrors({
        amount: fields.amount ?? '',
        reason: fields.reason ?? '',
        form: fields.amount || fields.reason ? '' : errorMessage(e),
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    left,
    amount,
    /** A new amount clears the errors shown. */
    changeAmount: (value: string) => {
      setAmount(value);
      setErrors({});
    },
    method,
    setMethod,
    reason,
    changeReason: (value: string) => {
      setReason(value);
      setErrors({});
    },
    errors,
    busy,
    submit,
    /** The manager's PIN dialog, to render beside the form. */
    approvalDialog: dialog,
  };
}
