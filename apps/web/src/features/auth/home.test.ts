import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_ROLES, type User } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { homeFor } from './home';

const userWith = (role: (typeof DEFAULT_ROLES)[number]) =>
  ({ permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] }) as unknown as User;

describe('where a sign-in lands', () => {
  it('the dashboard for those who may see it, else the screen the role works on', () => {
    expect(Object.fromEntries(DEFAULT_ROLES.map((r) => [r, homeFor(userWith(r))]))).toEqual({
      owner: '/admin',
      manager: '/admin',
      cashier: '/admin',
      waiter: '/admin/pos',
      kitchen: '/admin/screens/kitchen',
    });
    expect(homeFor(undefined)).toBe('/admin');
  });
});
