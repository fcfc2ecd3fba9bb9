import type { StaffUser } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { initialValues, toUserBody } from './user-values';

const user: StaffUser = {
  id: 7,
  name: 'Sara',
  email: 'sara@example.com',
  roleId: 3,
  role: 'cashier',
  permissions: [],
  locale: 'ar',
  active: true,
  hasPin: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('toUserBody', () => {
  it('needs a password and valid PIN for a new user, but the PIN may stay empty', () => {
    const fresh = { ...initialValues(null, 'en'), name: 'Ali', email: 'ali@example.com', roleId: '2' };
    expect(toUserBody(fresh, true)).toEqual({ problems: { password: 'common.required' } });
    expect(toUserBody({ ...fresh, password: 'short', pin: '12' }, true)).toEqual({
      problems: { password: 'users.errors.passwordShort', pin: 'users.errors.pinInvalid' },
    });
    expect(toUserBody({ ...fresh, password: 'long-enough-1' }, true)).toEqual({
      body: {
        name: 'Ali',
        email: 'ali@example.com',
        roleId: 2,
        locale: 'en',
        active: true,
        password: 'long-enough-1',
        pin: null,
      },
    });
  });

  it('keeps the password and PIN on edit unless told otherwise', () => {
    const values = initialValues(user, 'en');
    expect(toUserBody(values, false)).toEqual({
      body: { name: 'Sara', email: 'sara@example.com', roleId: 3, locale: 'ar', active: true },
    });
    expect(toUserBody({ ...values, pinMode: 'clear' }, false)).toMatchObject({ body: { pin: null } });
    expect(toUserBody({ ...values, pinMode: 'set', pin: '4321' }, false)).toMatchObject({
      body: { pin: '4321' },
    });
    expect(toUserBody({ ...values, pinMode: 'set', pin: '' }, false)).toEqual({
      problems: { pin: 'users.errors.pinInvalid' },
    });
  });
});
