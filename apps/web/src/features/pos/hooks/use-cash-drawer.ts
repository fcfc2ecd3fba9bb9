import { can } from '@cashier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentShiftQuery, useCurrentShift } from '@/api/shifts';
import { isApiError } from '@cashier/web-core/api-client';
import { useCurrentUser } from '@cashier/web-core/session';
import { useAppSettings } from '@cashier/web-core/settings';
import type { PaymentEntry } from './use-tender';

/**
 * Whether cash at this till waits for a shift: while the restaurant keeps `cash_needs_shift` on
 * (the default), the server takes cash only into the signed-in user's open shift, so the till
 * offers to open one (with its float) instead of letting the payment be refused.
 */
export function useCashDrawer() {
  const user = useCurrentUser();
  const { parsed } = useAppSettings();
  const client = useQueryClient();
  const userId = user?.id ?? null;
  // Someone who cannot open a shift is not offered one; the server's refusal says what to do.
  const canOpen = can(user?.permissions ?? null, 'shifts.use');
  const required = parsed.cashNeedsShift && canOpen;
  const current = useCurrentShift(userId, canOpen);
  // Only once the server said there is none: a till still asking does not hold the sale up.
  const needsShift = required && current.data === null;

  /**
   * Whether a refused save was cash with no drawer to take it (another device may have closed
   * the shift): the shift is read afresh, and only when none is open does the till offer one.
   */
  const refusedForShift = useCallback(
    async (error: unknown, payments: readonly PaymentEntry[]): Promise<boolean> => {
      if (!required || !isApiError(error) || error.status !== 422 || !('payments' in error.fields))
        return false;
      if (!takesCash(payments)) return false;
      const shift = await client
        .fetchQuery({ ...currentShiftQuery(userId), staleTime: 0 })
        .catch(() => undefined);
      return shift === null;
    },
    [client, required, userId],
  );

  return { needsShift, refusedForShift };
}

/** Whether these payments take cash. */
export const takesCash = (payments: readonly PaymentEntry[]) => payments.some((p) => p.method === 'cash');
