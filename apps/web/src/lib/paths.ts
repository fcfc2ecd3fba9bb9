import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath, type Locale } from '@cashier/web-core/locale';

/** Where the footer's support link goes: the back office's page, and the one readable signed out. */
export const SUPPORT_PATH = '/admin/support';
export const PUBLIC_SUPPORT_PATH = '/support';

/** The locale of the current URL. */
export function useRouteLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/**
 * Turns an app path written in English form into one for the current URL's locale.
 * @example const to = useLocalizedPath(); to('/admin/products') // '/ar/admin/products' under /ar
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useRouteLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
