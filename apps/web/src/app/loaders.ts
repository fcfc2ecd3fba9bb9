import type { User } from '@cashier/contracts';
import { isApiError } from '@cashier/web-core/api-client';
import { i18n, isLocaleLoaded, loadLocale } from '@/lib/i18n';
import {
  applyDocumentLocale,
  localeFromPath,
  localizePath,
  writeLocaleCookie,
} from '@cashier/web-core/locale';
import { queryClient } from '@/lib/query-client';
import { clearStoredUser, meQuery, readStoredUser } from '@cashier/web-core/session';
import { settingsQuery } from '@cashier/web-core/settings';
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';

/** Every navigation: the URL decides the language, `<html lang dir>` and the remembered cookie. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  if (!isLocaleLoaded(locale)) {
    // Arabic is fetched on first use; changing the language again re-renders with its strings.
    await loadLocale(locale).catch(() => undefined);
    await i18n.changeLanguage(locale);
  } else if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  // `/` carries no language of its own: it must not overwrite the remembered one.
  if (pathname !== '/') writeLocaleCookie(locale);
  // Every layout reads the settings (logo, currency); a failure is toasted by the query cache.
  await queryClient.ensureQueryData(settingsQuery()).catch(() => undefined);
  return null;
}

/** The sign-in page for the current URL's language, remembering where to come back to. */
export function loginPath(url: URL): string {
  const locale = localeFromPath(url.pathname);
  const next = encodeURIComponent(url.pathname + url.search);
  return `${localizePath('/auth/login', locale)}?next=${next}`;
}

/** GET /v1/auth/me again; null when signed out. Server unreachable → the remembered user (offline POS). */
async function readUser(): Promise<User | null> {
  try {
    return await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    const stored = readStoredUser();
    if (isApiError(error) && error.code === 'NETWORK' && stored) return stored;
    throw error;
  }
}

/**
 * Guard of /admin/**: on each navigation the signed-in user is read again from GET /v1/auth/me
 * 401 → the sign-in page.
 */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await readUser();
  if (!user) throw redirect(loginPath(new URL(request.url)));
  return user;
}

/**
 * Guard of the shared till: a locked till holds no session (the lock signs the last staff member
 * out), so a signed-out device gets the till's lock screen, not the sign-in page, and nothing of
 * whoever was signed in before is kept.
 */
export async function userOrSignedOut(): Promise<User | null> {
  const user = await readUser();
  if (!user) {
    clearStoredUser();
    queryClient.removeQueries({ queryKey: meQuery().queryKey });
  }
  return user;
}

export const revalidateOnEveryNavigation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
