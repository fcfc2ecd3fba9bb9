/** The two real locales. English has no URL prefix; Arabic lives under `/ar`. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const COOKIE = 'locale';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale a pathname belongs to.
 * @example localeFromPath('/ar/admin') // 'ar'
 */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/**
 * The pathname without its locale prefix.
 * @example stripLocale('/ar/admin/products') // '/admin/products'
 */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/**
 * An app path (always written in English form, starting with `/`) for the given locale.
 * @example localizePath('/admin', 'ar') // '/ar/admin'
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale remembered in the `locale` cookie, if any. */
export function readLocaleCookie(): Locale | null {
  const match = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie);
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

/** Remembers the locale for 365 days, so a till keeps its language across restarts. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** Sets `<html lang dir>` to match the locale. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/**
 * The BCP 47 tag used with Intl for a locale. Plain `ar` gives Latin digits in current ICU, the
 * common choice on Gulf menus and receipts; the digits stay the same as on a card terminal.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar' : 'en';
}
