import type { TFunction } from 'i18next';
import { notifyError } from '@/lib/notify';
import { serverFieldErrors, withFieldMessage } from '@/lib/server-errors';

/** The server's field errors, in the UI language for the ones this screen knows. */
export function profileFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  return serverFieldErrors(error, t, {
    400: {
      email: 'validation.email',
      newPassword: 'validation.passwordShort',
      pin: 'validation.pin',
      currentPassword: 'common.required',
    },
    409: { email: 'profile.errors.emailTaken' },
    422: { currentPassword: 'profile.errors.wrongPassword' },
  });
}

/** A red toast for a failed save, worded like the field it concerns when there is one. */
export function notifyProfileError(error: unknown, t: TFunction): void {
  notifyError(withFieldMessage(error, profileFieldErrors(error, t)), t('common.saveFailed'));
}
