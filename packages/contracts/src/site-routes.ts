/*
 * The guest site's pages (apps/site), in their English form; Arabic adds `/ar` in front. The
 * server answers these paths with the guest site's page, never the staff app's, so a guest's phone
 * downloads none of the back office. WEB_ROUTES (the staff app) and this list never share a path.
 */
export const SITE_ROUTES = ['/'] as const;

export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Where the guest site's built files are served from (its Vite `base`). */
export const SITE_ASSETS_PREFIX = '/site/';

/**
 * Whether `pathname` is a guest site page, in English or under `/ar` (a trailing slash does not
 * count).
 * @example isSitePath('/ar') // true
 * @example isSitePath('/admin') // false
 */
export function isSitePath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const english = trimmed === '/ar' ? '/' : trimmed.startsWith('/ar/') ? trimmed.slice(3) : trimmed;
  return (SITE_ROUTES as readonly string[]).includes(english.toLowerCase());
}
