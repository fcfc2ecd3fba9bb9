import type { Approvable } from '@cashier/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { ApprovalDialog, type ApprovalRequest } from './approval-dialog';

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

interface Pending extends ApprovalRequest {
  resolve: (token: string | null) => void;
}

/** Why a manager is asked, by the action the cashier's role lacks. */
const NEEDS = {
  'orders.void': 'approval.needs.void',
  'orders.refund': 'approval.needs.refund',
  'orders.discount': 'approval.needs.discount',
  'shifts.manage': 'approval.needs.cashDifference',
} as const satisfies Record<Approvable, string>;

/**
 * Runs an action that may need a manager: it is tried as the signed-in user first; when the
 * server answers 403 for lack of `permission`, a dialog asks a manager for their PIN
 * (POST /v1/auth/approve) and the action is retried once with the one-time token.
 * Render `dialog` somewhere on the screen.
 * @example const { run, dialog } = useManagerApproval();
 * await run('orders.void', order.id, reason, (approvalToken) => voidOrder.mutateAsync({ ...input, approvalToken }));
 */
export function useManagerApproval() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback(
    async <T,>(
      permission: Approvable,
      /** The order the action is on; null for an action on no order (closing a shift). */
      orderId: number | null,
      reason: string,
      action: (approvalToken?: string) => Promise<T>,
      /** What the manager is asked, when the permission's own sentence does not fit (a pay-out). */
      message: string = t(NEEDS[permission]),
    ): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!needsApproval(error)) throw error;
        const token = await new Promise<string | null>((resolve) =>
          setPending({ permission, orderId, reason, message, resolve }),
        );
        if (!token) throw new ApprovalCanceled();
        return action(token);
      }
    },
    [t],
  );

  const finish = (token: string | null) => {
    pending?.resolve(token);
    setPending(null);
  };

  const dialog: ReactNode = <ApprovalDialog request={pending} onDone={finish} />;
  return { run, dialog };
}
