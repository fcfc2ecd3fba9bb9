import { isWebPath, WEB_ROUTES } from '@cashier/contracts';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundView } from '@/components/not-found-view';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { appRoutes, toGuestSite } from './routes';

/**
 * The server answers 200 for the paths of WEB_ROUTES and 404 for the rest (plugins/web.ts); these
 * tests keep that list and the router the same, so a page the router shows is never a 404 and a
 * path it answers with its "not found" view is never a 200.
 */

/** Not a page of this app: its "not found" views, and the guest site's home (`/`, `/ar`). */
const isNotFound = (route: RouteObject) =>
  route.path === '*' ||
  route.Component === NotFoundView ||
  (route.index && route.Component === NotFoundPage) ||
  route.loader === toGuestSite;

/** Every page the tree declares (an index route or a leaf), as a full pattern. */
function pagesOf(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    if (route.children?.length) return pagesOf(route.children, path);
    return isNotFound(route) ? [] : [path || '/'];
  });
}

/** Whether the router shows a page at `pathname` (not its "not found" view). */
function routerHasPage(pathname: string): boolean {
  const matches = matchRoutes([...appRoutes], pathname);
  const deepest = matches?.at(-1)?.route;
  return deepest !== undefined && !isNotFound(deepest);
}

const declared = pagesOf(appRoutes);
const english = declared.filter((p) => p !== '/ar' && !p.startsWith('/ar/'));

/** A path for a pattern, with each parameter filled in (optional ones left out or not). */
function examples(pattern: string): string[] {
  const withParams = pattern.replace(/:\w+\?/g, '7').replace(/:\w+/g, '123');
  const without = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'abc');
  return [...new Set([withParams, without || '/'])];
}

describe('the web routes the server knows', () => {
  it('are exactly the pages the router declares, in English and under /ar', () => {
    expect([...english].sort()).toEqual([...WEB_ROUTES].sort());
    const arabic = declared.filter((p) => p === '/ar' || p.startsWith('/ar/'));
    expect(arabic.sort()).toEqual(WEB_ROUTES.map((p) => `/ar${p}`).sort());
  });

  it('match every page the router shows, with parameters and in both languages', () => {
    for (const pattern of WEB_ROUTES)
      for (const path of examples(pattern))
        for (const localized of [path, `/ar${path}`]) {
          expect(routerHasPage(localized), localized).toBe(true);
          expect(isWebPath(localized), localized).toBe(true);
          expect(isWebPath(`${localized}/`), `${localized}/`).toBe(true);
        }
  });

  it('agree with the router on any path, known or made up', () => {
    const segment = fc.oneof(
      fc.constantFrom('admin', 'ar', 'auth', 'login', 'pos', 'screens', 'support', 'errors', 'edit', 'x'),
      fc.constantFrom('sales', 'order', 'reports', 'z-reports', 'settings', 'tables', 'kitchen', '123'),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(isWebPath(path), path).toBe(routerHasPage(path));
      }),
      { numRuns: 1000 },
    );
  });

  it('leave `/` and `/ar` to the guest site', () => {
    for (const path of ['/', '/ar']) {
      expect(isWebPath(path), path).toBe(false);
      expect(routerHasPage(path), path).toBe(false);
    }
  });

  it('do not match unknown paths', () => {
    for (const path of ['/nope', '/admin/nope', '/ar/admin/pos/1/2', '/admin/products/edit', '/ar/ar/admin'])
      expect(isWebPath(path), path).toBe(false);
  });
});
