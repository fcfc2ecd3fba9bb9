import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@cashier/ui/money-input';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useRefundForm, type RefundMethod } from '../hooks/use-refund-form';
import { DialogActions } from './dialog-actions';

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
  const form = useRefundForm(order, onClose);
  const { left, errors } = form;
  const methods: RefundMethod[] =
    order.customerId !== null ? ['cash', 'card', 'other', 'account'] : ['cash', 'card', 'other'];

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('sales.actions.refundTitle', { number: order.invoiceNumber ?? order.ticketNumber })}
        centered
      >
        <form onSubmit={(e) => void form.submit(e)} noValidate>
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
              value={form.amount}
              onChange={(e) => form.changeAmount(e.currentTarget.value)}
              error={errors.amount || undefined}
              required
            />
            <Select
              label={t('sales.actions.method')}
              data={methods.map((m) => ({ value: m, label: t(`sales.methods.${m}`) }))}
              value={form.method}
              onChange={(v) => v && form.setMethod(v)}
              allowDeselect={false}
              comboboxProps={{ zIndex: 1000 }}
            />
            <Textarea
              label={t('sales.actions.reason')}
              value={form.reason}
              onChange={(e) => form.changeReason(e.currentTarget.value)}
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
            <DialogActions
              label={t('sales.actions.refundConfirm')}
              color="orange"
              busy={form.busy}
              onCancel={onClose}
            />
          </Stack>
        </form>
      </Modal>
      {form.approvalDialog}
    </>
  );
}
