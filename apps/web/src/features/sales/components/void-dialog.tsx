import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalCanceled, useManagerApproval } from '@/components/use-manager-approval';
import { fieldErrors } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useVoidOrder } from '../api';

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

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('sales.actions.voidTitle', { number: order.ticketNumber })}
        centered
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
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
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} size="md">
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} size="md">
                {t('sales.actions.voidConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
