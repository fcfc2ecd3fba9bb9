import type { RefundInput } from '@cashier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { afterOrderChange, afterOrderFailure } from './order';

/** POST /v1/orders/refund/{id}: money given back on a completed order. */
export function refundOrder(id: number, body: RefundInput) {
  return api('POST /v1/orders/refund/:id', { params: { id }, body });
}

/**
 * {@link refundOrder} as a mutation whose failure the dialog shows. Only success matters: the
 * order is read again afterwards, so the answer's shape is not relied on.
 */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundInput }) => refundOrder(id, body),
    meta: { handlesError: true },
    onSuccess: () => afterOrderChange(client),
    onError: (error) => void afterOrderFailure(client, error),
  });
}
