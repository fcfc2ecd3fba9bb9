import type { TFunction } from 'i18next';
import { fieldErrors, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';

/**
 * The server words its phone and e-mail errors in English; these are the two a person meets
 * every day (a number already on file, a mistyped address), so they are shown in the UI language.
 */
export function customerFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const fields = { ...fieldErrors(error) };
  const status = isApiError(error) ? error.status : 0;
  for (const field of ['phone', 'email'] as const) {
    if (!fields[field]) continue;
    if (status === 409) fields[field] = t(`customers.taken.${field}`);
    else if (status === 400) fields[field] = t(`customers.invalid.${field}`);
  }
  return fields;
}

/** Why a delete failed: a 409 means the customer has a balance or orders and must be blocked instead. */
export function deleteFailureMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.status === 409 ? t('customers.deleteRefused') : errorMessage(error);
}
