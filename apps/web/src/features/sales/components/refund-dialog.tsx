import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type Order } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalCanceled, useManagerApproval } from '@/components/use-manager-approval';
import { fieldErrors } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useRefundOrder, type RefundBody } from '../api';
import { MoneyInput } from '@/components/money-input';

type Method = RefundBody['method'];

/**
 * Gives money back on a completed order: amount (up to what was paid; the server checks what is
 * left after earlier refunds), method and reason. A cashier without `orders.refund` is asked for a
 * manager's PIN, and the refund is retried once with that approval.
 */
export function RefundDialog({
  order,
  opened,
  onClose,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refund = useRefundOrder();
  const { run, dialog } = useManagerApproval();
  /** What is still refundable: paid, less earlier refunds (the server checks it again). */
  const left = order.paidTotal - order.refundedTotal;
  const [amount, setAmount] = useState(minorToDecimal(left, order.currency));
  const [method, setMethod] = useState<Method>('cash');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const methods: Method[] =
    order.customerId !== null ? ['cash', 'card', 'other', 'account'] : ['cash', 'card', 'other'];

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

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('sales.actions.refundTitle', { number: order.invoiceNumber ?? order.ticketNumber })}
        centered
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Text size="sm">
              {t('sales.actions.refundHint', {
                paid: formatPrice(order.paidTotal, order.currency, locale),
                left: formatPrice(left, order.currency, locale),
              })}
            </Text>
            <MoneyInput
              currency={order.currency}
              label={t('sales.actions.amount', { currency: order.currency })}
              value={amount}
              onChange={(e) => {
                setAmount(e.currentTarget.value);
                setErrors({});
              }}
              error={errors.amount || undefined}
              required
            />
            <Select
              label={t('sales.actions.method')}
              data={methods.map((m) => ({ value: m, label: t(`sales.methods.${m}`) }))}
              value={method}
              onChange={(v) => v && setMethod(v)}
              allowDeselect={false}
              comboboxProps={{ zIndex: 1000 }}
            />
            <Textarea
              label={t('sales.actions.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setErrors({});
              }}
              error={errors.reason || undefined}
              maxLength={500}
              autosize
              minRows={2}
              required
            />
            {errors.form && (
              <Text c="red" size="sm" role="alert">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} size="md">
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={busy} size="md">
                {t('sales.actions.refundConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
