import type { TFunction } from 'i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { errorMessage } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-errors';

/**
 * The server words its phone and e-mail errors in English; these are the two a person meets
 * every day (a number already on file, a mistyped address), so they are shown in the UI language.
 */
export function customerFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  return serverFieldErrors(error, t, {
    409: { phone: 'customers.taken.phone', email: 'customers.taken.email' },
    400: { phone: 'validation.phone', email: 'validation.email' },
  });
}

/** Why a delete failed: a 409 means the customer has a balance or orders and must be blocked instead. */
export function deleteFailureMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.status === 409 ? t('customers.deleteRefused') : errorMessage(error);
}
