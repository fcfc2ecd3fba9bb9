import type { TFunction } from 'i18next';
import { ApiRequestError, isApiError } from '@cashier/web-core/api-client';
import { errorMessage } from '@/lib/notify';

/**
 * Why a role change failed, in the UI language for the refusals this screen expects: a name
 * already taken, permissions beyond the editor's own, a role someone still holds.
 */
export function roleErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 403 && error.fields.permissions) return t('roles.errors.beyond');
    if (error.status === 409 && error.fields.name) return t('roles.errors.nameTaken');
    if (error.status === 409) return t('roles.deleteInUse');
  }
  return errorMessage(error);
}

/** The failure re-worded by {@link roleErrorMessage}, ready for `notifyError`. */
export function roleFailure(error: unknown, t: TFunction): ApiRequestError {
  const status = isApiError(error) ? error.status : 0;
  return new ApiRequestError(status, isApiError(error) ? error.code : 'INTERNAL', roleErrorMessage(error, t));
}
