import type { ApproveBody } from '@cashier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';

/** POST /v1/auth/approve: a manager's PIN gives a one-time token for `permission` (valid 2 minutes). */
export function approve(body: ApproveBody) {
  return api('POST /v1/auth/approve', { body });
}

/** {@link approve} as a mutation whose failure the approval dialog shows itself. */
export function useApprove() {
  return useMutation({ mutationFn: approve, meta: { handlesError: true } });
}
