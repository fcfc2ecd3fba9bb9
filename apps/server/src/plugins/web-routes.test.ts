import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isWebPath, WEB_ROUTES } from '@cashier/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * The web app's page is sent for any path a browser opens, so its router can draw the screen; the
 * status says whether the app has that page: 200 for the paths its router declares (WEB_ROUTES,
 * which `apps/web/src/app/routes.test.ts` keeps equal to the router), 404 for any other path.
 */
const HTML = '<!doctype html><html lang="en"><title>Cashier</title><div id="root"></div></html>';

/** Every declared page with its parameters filled in (and left out where optional), EN and /ar. */
function declaredPaths(): string[] {
  return WEB_ROUTES.flatMap((pattern) => {
    const filled = [
      pattern.replace(/:\w+\??/g, '123'),
      pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'a-b'),
    ].map((p) => p || '/');
    return [...new Set(filled)].flatMap((p) => [
      p,
      p === '/' ? '/ar' : `/ar${p}`,
      `${p.replace(/\/$/, '')}/`,
    ]);
  });
}

describe('the status of the web app’s page', () => {
  let t: TestContext;
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    app = await buildApp({ ...t.config, webDist: dist }, { db: t.db, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string) =>
    app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('is 200 for every page the router declares, with parameters, in English and Arabic', async () => {
    const paths = declaredPaths();
    expect(paths).toContain('/ar/admin/pos/123');
    for (const url of paths) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(HTML);
    }
    expect((await open('/admin/sales/order/9?tab=lines')).statusCode).toBe(200);
  });

  it('is 404 for any other path, with the app’s page (its "not found" view) as the body', async () => {
    const known = new Set(declaredPaths());
    const unknown = [
      '/nope',
      '/ar/nope',
      '/admin/nope',
      '/ar/admin/products/edit',
      '/admin/pos/1/2',
      '/ar/ar/admin',
      '/auth/login/again',
      '/support/more',
      '/admin/screens',
    ];
    for (const url of unknown) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(HTML);
    }
    // Made-up paths: a word after a real page's path, unknown unless a parameter takes it.
    let notFound = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WEB_ROUTES),
        fc.stringMatching(/^zz[a-z0-9-]{1,10}$/),
        fc.boolean(),
        async (pattern, word, arabic) => {
          const url = `${arabic ? '/ar' : ''}${pattern.replace(/:\w+\??/g, '5')}/${word}`.replace('//', '/');
          if (known.has(url)) return;
          const res = await open(url);
          expect(res.statusCode, url).toBe(isWebPath(url) ? 200 : 404);
          if (res.statusCode === 404) notFound += 1;
        },
      ),
      { numRuns: 150 },
    );
    expect(notFound).toBeGreaterThan(100);
  });

  it('leaves the app’s files, the API and non-HTML requests as they were', async () => {
    expect((await open('/assets/app.js')).statusCode).toBe(200);
    const api = await open('/v1/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const json = await app.inject({ url: '/admin', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('sends the page only to a client that prefers HTML to JSON (negotiated by accepts)', async () => {
    const as = async (accept?: string) => {
      const res = await app.inject({ url: '/admin', headers: accept === undefined ? {} : { accept } });
      return String(res.headers['content-type']).split(';')[0];
    };
    expect(await as('text/html')).toBe('text/html');
    expect(await as(undefined)).toBe('application/json');
    expect(await as('*/*')).toBe('application/json');
    // Edges the old substring test got wrong: HTML refused, or liked less than JSON.
    expect(await as('text/html;q=0, */*')).toBe('application/json');
    expect(await as('application/json, text/html;q=0.5')).toBe('application/json');
    expect(await as('application/json;q=0.5, text/*')).toBe('text/html');
  });

  it('gives index.html a weak ETag and answers its revalidation with 304', async () => {
    const page = await open('/admin');
    const tag = String(page.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const again = await app.inject({
      url: '/admin',
      headers: { accept: 'text/html', 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
