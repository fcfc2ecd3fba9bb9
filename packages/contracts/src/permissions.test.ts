import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_ROLES, PERMISSIONS, can, isPermission } from './permissions.ts';

describe('permissions', () => {
  it('default roles hold only known permissions; the owner holds all', () => {
    for (const role of DEFAULT_ROLES) {
      for (const p of DEFAULT_ROLE_PERMISSIONS[role]) expect(isPermission(p)).toBe(true);
    }
    expect([...DEFAULT_ROLE_PERMISSIONS.owner].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('only the owner manages roles; kitchen and waiter cannot void or manage the catalogue', () => {
    const holders = DEFAULT_ROLES.filter((r) => DEFAULT_ROLE_PERMISSIONS[r].includes('roles.manage'));
    expect(holders).toEqual(['owner']);
    for (const role of ['kitchen', 'waiter'] as const) {
      expect(can(DEFAULT_ROLE_PERMISSIONS[role], 'orders.void')).toBe(false);
      expect(can(DEFAULT_ROLE_PERMISSIONS[role], 'catalog.manage')).toBe(false);
    }
  });

  it('distinguishes public, signed-in and permission access', () => {
    expect(can(null, 'public')).toBe(true);
    expect(can(null, 'signed-in')).toBe(false);
    expect(can([], 'signed-in')).toBe(true);
    expect(can(['catalog.view'], 'catalog.view')).toBe(true);
    expect(can(['catalog.view'], 'catalog.manage')).toBe(false);
  });
});
