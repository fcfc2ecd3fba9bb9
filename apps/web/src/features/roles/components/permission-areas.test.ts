import { PERMISSIONS } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { groupByArea, samePermissions } from './permission-areas';

describe('groupByArea', () => {
  it('places every permission exactly once', () => {
    const placed = groupByArea(PERMISSIONS).flatMap((g) => g.permissions);
    expect([...placed].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('keeps the area order and leaves empty areas out', () => {
    expect(groupByArea(['users.manage', 'orders.void', 'catalog.view'])).toEqual([
      { area: 'catalog', permissions: ['catalog.view'] },
      { area: 'orders', permissions: ['orders.void'] },
      { area: 'staff', permissions: ['users.manage'] },
    ]);
  });
});

describe('samePermissions', () => {
  it('ignores order but not content', () => {
    expect(samePermissions(['orders.view', 'catalog.view'], ['catalog.view', 'orders.view'])).toBe(true);
    expect(samePermissions(['orders.view'], ['orders.view', 'catalog.view'])).toBe(false);
    expect(samePermissions(['orders.view'], ['catalog.view'])).toBe(false);
  });
});
