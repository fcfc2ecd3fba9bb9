import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { Approvable } from '@cashier/contracts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprove } from '@/api/approvals';
import { fieldErrors } from '@cashier/web-core/api-client';
import { pinDigits } from '@cashier/web-core/digits';
import { errorMessage } from '@/lib/notify';

/** What a manager is asked to approve. */
export interface ApprovalRequest {
  permission: Approvable;
  /** The order the action is on (null while it is being created): the approval is good for it only. */
  orderId: number | null;
  /** Why the action is taken, as the audit trail keeps it. */
  reason: string;
  /** Why a manager is needed, in the screen's language. */
  message: string;
}

interface ApprovalDialogProps {
  /** The request to approve; null keeps the dialog closed. */
  request: ApprovalRequest | null;
  /** The approval's one-time token, or null when the cashier closed the dialog instead. */
  onDone: (token: string | null) => void;
}

/**
 * A manager approves an action on the cashier's screen by typing their PIN (POST /v1/auth/approve);
 * the answer is a one-time token to send with the refused action. The PIN may be typed in ASCII,
 * Arabic-Indic or Eastern Arabic-Indic digits: the server gets ASCII.
 */
export function ApprovalDialog({ request, onDone }: ApprovalDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => onDone(null)}
      title={t('approval.title')}
      centered
      // Above the dialog that asked (a void or a refund is a modal of its own).
      zIndex={400}
    >
      {request && (
        <PinForm key={`${request.permission}:${request.reason}`} request={request} onDone={onDone} />
      )}
    </Modal>
  );
}

function PinForm({ request, onDone }: { request: ApprovalRequest; onDone: (token: string | null) => void }) {
  const { t } = useTranslation();
  const approve = useApprove();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) {
      setError(t('approval.pinFormat'));
      return;
    }
    const { permission, orderId, reason } = request;
    approve.mutate(
      { pin, permission, orderId, reason },
      {
        onSuccess: ({ approval }) => onDone(approval.token),
        onError: (e) => {
          setPin('');
          setError(fieldErrors(e).pin ?? errorMessage(e));
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Alert color="yellow" icon={<IconShieldCheck />}>
          {request.message}
        </Alert>
        <Text size="sm">
          {t('approval.reason')}: <b>{request.reason}</b>
        </Text>
        <PasswordInput
          ref={input}
          label={t('approval.pin')}
          description={t('approval.pinHint')}
          value={pin}
          onChange={(e) => {
            setPin(pinDigits(e.currentTarget.value));
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={error}
          // Mantine marks the inner input data-invalid only; a screen reader needs aria-invalid.
          aria-invalid={error !== null}
          data-autofocus
          size="md"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)} size="md">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={approve.isPending} size="md">
            {t('approval.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
