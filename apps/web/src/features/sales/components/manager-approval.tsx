import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { Approvable } from '@cashier/contracts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { useApprove } from '../api';

/**
 * Whether a failure of an action sent without an approval means "a manager must approve this":
 * the server refused it (403). A refusal of the retry that carried a token is shown as it is.
 */
export function needsApproval(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Thrown when the cashier closes the approval dialog instead of asking a manager. */
export class ApprovalCanceled extends Error {
  override readonly name = 'ApprovalCanceled';
}

/** A PIN typed on an Arabic keyboard (٠١٢…) is the same PIN. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
}

interface Pending {
  permission: Approvable;
  /** The order the action is on: the approval is good for that order only. */
  orderId: number;
  reason: string;
  resolve: (token: string | null) => void;
}

/**
 * Runs an action that may need a manager: it is tried as the signed-in user first; when the
 * server answers 403 for lack of `permission`, a dialog asks a manager for their PIN
 * (POST /v1/auth/approve) and the action is retried once with the one-time token.
 * Render `dialog` somewhere on the screen.
 * @example const { run, dialog } = useManagerApproval();
 * await run('orders.void', order.id, reason, (approvalToken) => voidOrder.mutateAsync({ ...input, approvalToken }));
 */
export function useManagerApproval() {
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = useCallback(
    (permission: Approvable, orderId: number, reason: string) =>
      new Promise<string | null>((resolve) => setPending({ permission, orderId, reason, resolve })),
    [],
  );

  const run = useCallback(
    async <T,>(
      permission: Approvable,
      orderId: number,
      reason: string,
      action: (approvalToken?: string) => Promise<T>,
    ): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!needsApproval(error)) throw error;
        const token = await ask(permission, orderId, reason);
        if (!token) throw new ApprovalCanceled();
        return action(token);
      }
    },
    [ask],
  );

  const finish = (token: string | null) => {
    pending?.resolve(token);
    setPending(null);
  };

  const dialog: ReactNode = (
    <ApprovalModal
      key={pending ? `${pending.permission}:${pending.reason}` : 'closed'}
      pending={pending}
      onDone={finish}
    />
  );
  return { run, dialog };
}

function ApprovalModal({
  pending,
  onDone,
}: {
  pending: Pending | null;
  onDone: (token: string | null) => void;
}) {
  const { t } = useTranslation();
  const approve = useApprove();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (!/^\d{4,6}$/.test(pin)) {
      setError(t('sales.approval.pinFormat'));
      return;
    }
    approve.mutate(
      { pin, permission: pending.permission, orderId: pending.orderId, reason: pending.reason },
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
    <Modal
      opened={pending !== null}
      onClose={() => onDone(null)}
      title={t('sales.approval.title')}
      centered
      zIndex={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Alert color="yellow" icon={<IconShieldCheck />}>
            {pending &&
              t(`sales.approval.needs.${pending.permission === 'orders.refund' ? 'refund' : 'void'}`)}
          </Alert>
          {pending && (
            <Text size="sm">
              {t('sales.approval.reason')}: <b>{pending.reason}</b>
            </Text>
          )}
          <PasswordInput
            ref={input}
            label={t('sales.approval.pin')}
            description={t('sales.approval.pinHint')}
            value={pin}
            onChange={(e) => {
              setPin(asciiDigits(e.currentTarget.value).slice(0, 6));
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            error={error}
            data-autofocus
            size="md"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)} size="md">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={approve.isPending} size="md">
              {t('sales.approval.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
