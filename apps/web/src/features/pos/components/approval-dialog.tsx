import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { ApprovalResponse } from '@cashier/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';

interface ApprovalDialogProps {
  opened: boolean;
  /** Why the approval is asked (the server's refusal). */
  message: string;
  /** The order being changed; null while it is being created. The approval is good for it only. */
  orderId: number | null;
  onClose: () => void;
  /** The one-time token of the approval, to send with the refused change. */
  onApproved: (token: string) => void;
}

/**
 * A manager approves a large discount on the cashier's screen by typing their PIN
 * (POST /v1/auth/approve); the answer is a one-time token.
 */
export function ApprovalDialog({ opened, message, orderId, onClose, onApproved }: ApprovalDialogProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const approve = useMutation({
    mutationFn: async (value: string) =>
      (
        await apiRequest<ApprovalResponse>('/v1/auth/approve', {
          method: 'POST',
          body: { pin: value, permission: 'orders.discount', orderId, reason: t('pos.approvalReason') },
        })
      ).approval,
    meta: { handlesError: true },
    onSuccess: (approval) => {
      setPin('');
      approve.reset();
      onApproved(approval.token);
    },
    onError: () => setPin(''),
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setPin('');
        approve.reset();
        onClose();
      }}
      title={t('pos.approvalTitle')}
      centered
      size="sm"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (pin.length >= 4) approve.mutate(pin);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          <PasswordInput
            label={t('pos.approvalPin')}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            size="md"
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            {t('pos.approvalHint')}
          </Text>
          {approve.error && (
            <Alert color="red" role="alert" p="xs">
              {errorMessage(approve.error)}
            </Alert>
          )}
          <Button type="submit" size="md" loading={approve.isPending} disabled={pin.length < 4}>
            {t('pos.approve')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
