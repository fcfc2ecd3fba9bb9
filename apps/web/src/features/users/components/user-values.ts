import type { StaffUser, UserCreate, UserUpdate } from '@cashier/contracts';
import type { TranslationKey } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';

/** What happens to the PIN on save: nothing, a new one, or none at all. */
export type PinMode = 'keep' | 'set' | 'clear';

export interface UserValues {
  name: string;
  email: string;
  roleId: string;
  locale: Locale;
  password: string;
  pinMode: PinMode;
  pin: string;
  active: boolean;
}

const PIN = /^\d{4,6}$/;
const MIN_PASSWORD = 10;

export function initialValues(user: StaffUser | null, locale: Locale): UserValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    roleId: user ? String(user.roleId) : '',
    locale: user?.locale ?? locale,
    password: '',
    // A new user gets a PIN when one is typed; an existing one keeps theirs unless told otherwise.
    pinMode: user ? 'keep' : 'set',
    pin: '',
    active: user?.active ?? true,
  };
}

/**
 * The request body, or what is wrong with the values (translation keys by field). A new user
 * needs a password; on edit an empty one keeps the current password.
 * @example toUserBody({ ...values, pin: '12' }, true) // { problems: { pin: 'users.errors.pinInvalid' } }
 */
export function toUserBody(
  values: UserValues,
  isNew: boolean,
): { body: UserCreate | UserUpdate } | { problems: Record<string, TranslationKey> } {
  const problems: Record<string, TranslationKey> = {};
  if (!values.name.trim()) problems.name = 'common.required';
  if (!values.email.trim()) problems.email = 'common.required';
  if (!values.roleId) problems.roleId = 'common.required';
  if (isNew && !values.password) problems.password = 'common.required';
  else if (values.password && values.password.length < MIN_PASSWORD)
    problems.password = 'users.errors.passwordShort';
  const pin = values.pinMode === 'set' ? values.pin.trim() : '';
  if (values.pinMode === 'set' && (pin || !isNew) && !PIN.test(pin)) problems.pin = 'users.errors.pinInvalid';
  if (Object.keys(problems).length) return { problems };

  const base = {
    name: values.name.trim(),
    email: values.email.trim(),
    roleId: Number(values.roleId),
    locale: values.locale,
    active: values.active,
  };
  if (isNew) return { body: { ...base, password: values.password, pin: pin || null } };
  return {
    body: {
      ...base,
      ...(values.password ? { password: values.password } : {}),
      ...(values.pinMode === 'set' ? { pin } : values.pinMode === 'clear' ? { pin: null } : {}),
    },
  };
}
