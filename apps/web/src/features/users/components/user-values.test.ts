import type { StaffUser } from '@cashier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaResolver } from '@/lib/form';
import { i18n } from '@/lib/i18n';
import { loadStrings } from '@/lib/test-i18n';
import { initialValues, toUserBody, userFormSchema, type UserValues } from './user-values';

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

beforeAll(() => loadStrings('en'));

const problems = (values: UserValues, isNew: boolean) =>
  schemaResolver(userFormSchema(isNew), i18n.t)(values);
const body = (values: UserValues, isNew: boolean) => toUserBody(userFormSchema(isNew).parse(values), isNew);

describe('the user form', () => {
  it('needs a password and valid PIN for a new user, but the PIN may stay empty', () => {
    const fresh = { ...initialValues(null, 'en'), name: 'Ali', email: 'ali@example.com', roleId: '2' };
    expect(problems(fresh, true)).toEqual({ password: 'This field is required.' });
    expect(problems({ ...fresh, password: 'short', pin: '12' }, true)).toEqual({
      password: 'The password must be at least 10 characters.',
      pin: 'The PIN must be 4 to 6 digits.',
    });
    expect(body({ ...fresh, password: 'long-enough-1' }, true)).toEqual({
      name: 'Ali',
      email: 'ali@example.com',
      roleId: 2,
      locale: 'en',
      active: true,
      password: 'long-enough-1',
      pin: null,
    });
  });

  it('names every empty required field at once', () => {
    expect(Object.keys(problems(initialValues(null, 'en'), true)).sort()).toEqual([
      'email',
      'name',
      'password',
      'roleId',
    ]);
  });

  it('keeps the password and PIN on edit unless told otherwise', () => {
    const values = initialValues(user, 'en');
    expect(body(values, false)).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      roleId: 3,
      locale: 'ar',
      active: true,
    });
    expect(body({ ...values, pinMode: 'clear' }, false)).toMatchObject({ pin: null });
    expect(body({ ...values, pinMode: 'set', pin: '4321' }, false)).toMatchObject({ pin: '4321' });
    expect(problems({ ...values, pinMode: 'set', pin: '' }, false)).toEqual({
      pin: 'This field is required.',
    });
  });
});
