import type { TFunction } from 'i18next';
import { ApiRequestError, fieldErrors, isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { TranslationKey } from '@/lib/i18n';

const BY_STATUS: Record<number, Record<string, TranslationKey>> = {
  400: {
    email: 'profile.errors.emailInvalid',
    newPassword: 'profile.errors.passwordShort',
    pin: 'profile.errors.pinInvalid',
    currentPassword: 'common.required',
  },
  409: { email: 'profile.errors.emailTaken' },
  422: { currentPassword: 'profile.errors.wrongPassword' },
};

/** The server's field errors, in the UI language for the ones this screen knows. */
export function profileFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const fields = { ...fieldErrors(error) };
  const known = BY_STATUS[isApiError(error) ? error.status : 0] ?? {};
  for (const [field, key] of Object.entries(known)) {
    if (fields[field]) fields[field] = t(key);
  }
  return fields;
}

/** Client-side checks before a request: translation keys by field. */
export function translateAll(problems: Record<string, TranslationKey>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
}

/** A red toast for a failed save, worded like the field it concerns when there is one. */
export function notifyProfileError(error: unknown, t: TFunction): void {
  const first = Object.values(profileFieldErrors(error, t))[0];
  const shown = first && isApiError(error) ? new ApiRequestError(error.status, error.code, first) : error;
  notifyError(shown, t('common.saveFailed'));
}
