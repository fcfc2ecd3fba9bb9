import { Pin, UserCreate, UserUpdate, type StaffUser } from '@cashier/contracts';
import { z } from 'zod';
import { numberField } from '@/lib/form-schema';
import type { Locale } from '@cashier/web-core/locale';

/** What happens to the PIN on save: nothing, a new one, or none at all. */
export const PIN_MODES = ['keep', 'set', 'clear'] as const;
export type PinMode = (typeof PIN_MODES)[number];

/**
 * The user body as the form holds it: the role as its select's value, the PIN with what to do
 * about it. A new user needs a password; on edit an empty one keeps the current password. A PIN
 * being set must be a PIN, except that a new user may be left without one.
 */
export function userFormSchema(isNew: boolean) {
  return z
    .object({
      name: UserCreate.shape.name,
      email: UserCreate.shape.email,
      roleId: numberField(UserCreate.shape.roleId),
      locale: UserCreate.shape.locale,
      active: z.boolean(),
      password: isNew ? UserCreate.shape.password : z.literal('').or(UserUpdate.shape.password.unwrap()),
      pinMode: z.enum(PIN_MODES),
      pin: z.string().trim(),
    })
    .superRefine(
      ({ pinMode, pin }, ctx) => {
        if (pinMode !== 'set' || (isNew && !pin)) return;
        for (const issue of Pin.safeParse(pin).error?.issues ?? []) ctx.addIssue({ ...issue, path: ['pin'] });
      },
      { when: () => true },
    );
}
export type UserValues = z.input<ReturnType<typeof userFormSchema>>;
type CheckedUser = z.output<ReturnType<typeof userFormSchema>>;

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
 * The request body from checked values: on edit only a typed password and a PIN being set or
 * cleared are sent.
 * @example toUserBody({ ...checked, pinMode: 'clear' }, false) // { ..., pin: null }
 */
export function toUserBody(values: CheckedUser, isNew: boolean): UserCreate | UserUpdate {
  const { password, pinMode, pin, ...base } = values;
  if (isNew) return { ...base, password, pin: pinMode === 'set' && pin ? pin : null };
  return {
    ...base,
    ...(password ? { password } : {}),
    ...(pinMode === 'set' ? { pin } : pinMode === 'clear' ? { pin: null } : {}),
  };
}
