import { describe, expect, it } from 'vitest';
import { activeMenuPath, holdsActive, MENU, menuScreens } from './menu';

describe('sidebar highlighting', () => {
  it('highlights the exact entry', () => {
    expect(activeMenuPath('/admin')).toBe('/admin');
    expect(activeMenuPath('/admin/categories')).toBe('/admin/categories');
    expect(activeMenuPath('/admin/customers/create')).toBe('/admin/customers/create');
    expect(activeMenuPath('/admin/products/')).toBe('/admin/products');
  });

  it('falls back to the parent path when nothing matches exactly', () => {
    expect(activeMenuPath('/admin/categories/edit/3')).toBe('/admin/categories');
    expect(activeMenuPath('/admin/stations/edit/2')).toBe('/admin/stations');
    expect(activeMenuPath('/admin/pos/42')).toBe('/admin/pos');
    expect(activeMenuPath('/admin/sales/invoice/1001')).toBe('/admin/sales');
    expect(activeMenuPath('/admin/settings/front-end/home/x')).toBe('/admin/settings/front-end/home');
  });

  it('opens the groups around the active entry', () => {
    const products = MENU.find((e) => e.label === 'nav.products');
    const settings = MENU.find((e) => e.label === 'nav.settings');
    expect(products && holdsActive(products, '/admin/categories')).toBe(true);
    expect(products && holdsActive(products, '/admin/stations')).toBe(true);
    expect(settings && holdsActive(settings, '/admin/settings/front-end/pages')).toBe(true);
    expect(settings && holdsActive(settings, '/admin/categories')).toBe(false);
  });
});

describe('command palette screens', () => {
  it('lists every menu leaf once, with the groups above it', () => {
    const screens = menuScreens();
    expect(screens).toHaveLength(new Set(screens.map((s) => s.to)).size);
    expect(screens.find((s) => s.to === '/admin')?.groups).toEqual([]);
    expect(screens.find((s) => s.to === '/admin/categories')?.groups).toEqual(['nav.products']);
    expect(screens.find((s) => s.to === '/admin/stations')?.groups).toEqual(['nav.products']);
    expect(screens.find((s) => s.to === '/admin/settings/front-end/pages')?.groups).toEqual([
      'nav.settings',
      'nav.frontEnd',
    ]);
    expect(screens.every((s) => s.icon)).toBe(true);
  });
});
