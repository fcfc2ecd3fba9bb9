import type { TFunction } from 'i18next';
import { serverFieldErrors } from '@/lib/server-errors';

/**
 * The server's field errors, in the UI language for the ones people meet every day (a taken
 * e-mail, a role beyond one's own permissions, the last owner); others as the server words them.
 */
export function userFieldErrors(error: unknown, t: TFunction, self: boolean): Record<string, string> {
  return serverFieldErrors(error, t, {
    409: {
      email: 'users.errors.emailTaken',
      roleId: 'users.errors.lastOwner',
      active: self ? 'users.errors.ownAccount' : 'users.errors.lastOwner',
    },
    403: { roleId: 'users.errors.roleBeyond' },
    400: { email: 'validation.email', password: 'validation.passwordShort', pin: 'validation.pin' },
  });
}
