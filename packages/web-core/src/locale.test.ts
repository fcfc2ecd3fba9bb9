import { describe, expect, it } from 'vitest';
import { directionOf, localeFromPath, localizePath, stripLocale } from './locale';

describe('locale paths', () => {
  it('reads the locale from the /ar prefix only', () => {
    expect(localeFromPath('/ar')).toBe('ar');
    expect(localeFromPath('/ar/admin/products')).toBe('ar');
    expect(localeFromPath('/admin')).toBe('en');
    expect(localeFromPath('/arabic-menu')).toBe('en');
  });

  it('round-trips a path through both locales', () => {
    for (const path of ['/', '/admin', '/admin/products/edit/3']) {
      expect(stripLocale(localizePath(path, 'ar'))).toBe(path);
      expect(localizePath(path, 'en')).toBe(path);
    }
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/admin', 'ar')).toBe('/ar/admin');
  });

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
