import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useVoidForm } from '../hooks/use-void-form';
import { DialogActions } from './dialog-actions';

/**
 * Cancels an open (or paid but not completed) order with a reason. A cashier without
 * `orders.void` is asked for a manager's PIN, and the void is retried once with that approval.
 */
export function VoidDialog({
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
  const form = useVoidForm(order, onClose);
  const { reason, error, busy } = form;

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('sales.actions.voidTitle', { number: order.ticketNumber })}
        centered
      >
        <form onSubmit={(e) => void form.submit(e)} noValidate>
          <Stack>
            <Text size="sm">
              {t('sales.actions.voidWarning', { total: formatPrice(order.total, order.currency, locale) })}
            </Text>
            {order.paidTotal > 0 && (
              <Alert color="yellow" icon={<IconAlertTriangle />}>
                {t('sales.actions.voidPaid', { paid: formatPrice(order.paidTotal, order.currency, locale) })}
              </Alert>
            )}
            <Textarea
              label={t('sales.actions.reason')}
              value={reason}
              onChange={(e) => form.changeReason(e.currentTarget.value)}
              error={error}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            <DialogActions
              label={t('sales.actions.voidConfirm')}
              color="red"
              busy={busy}
              onCancel={onClose}
            />
          </Stack>
        </form>
      </Modal>
      {form.approvalDialog}
    </>
  );
}
