import type { TFunction } from 'i18next';
import { ApiRequestError, fieldErrors, isApiError } from '@/lib/api-client';
import type { TranslationKey } from '@/lib/i18n';

/**
 * The server's field errors, in the UI language for the ones people meet every day (a taken
 * e-mail, a role beyond one's own permissions, the last owner); others as the server words them.
 */
export function userFieldErrors(error: unknown, t: TFunction, self: boolean): Record<string, string> {
  const fields = { ...fieldErrors(error) };
  const status = isApiError(error) ? error.status : 0;
  const say = (field: string, key: TranslationKey) => {
    if (fields[field]) fields[field] = t(key);
  };
  if (status === 409) {
    say('email', 'users.errors.emailTaken');
    say('roleId', 'users.errors.lastOwner');
    say('active', self ? 'users.errors.ownAccount' : 'users.errors.lastOwner');
  } else if (status === 403) {
    say('roleId', 'users.errors.roleBeyond');
  } else if (status === 400) {
    say('email', 'users.errors.emailInvalid');
    say('password', 'users.errors.passwordShort');
    say('pin', 'users.errors.pinInvalid');
  }
  return fields;
}

/** The failure for the toast: the first field's message in the UI language when there is one. */
export function userSaveFailure(error: unknown, t: TFunction, self: boolean): unknown {
  const first = Object.values(userFieldErrors(error, t, self))[0];
  return first && isApiError(error) ? new ApiRequestError(error.status, error.code, first) : error;
}
