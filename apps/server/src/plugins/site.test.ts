import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSitePath, isWebPath, SITE_ROUTES, WEB_ROUTES } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * `/` and `/ar` belong to the guest site (apps/site): the server sends its page there, never the
 * staff app's, so a guest downloads none of the back office. The builds are made up here: CI runs
 * these tests before it builds anything.
 */
const STAFF =
  '<!doctype html><html lang="en" dir="ltr"><title>Staff</title><script src="/assets/staff.js"></script></html>';
const SITE =
  '<!doctype html><html lang="en" dir="ltr"><title>Guests</title><script src="/site/assets/site.js"></script></html>';

describe('the guest site', () => {
  let t: TestContext;
  let webDist: string;
  let siteDist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-web-'));
    siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-site-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), STAFF);
    fs.writeFileSync(path.join(siteDist, 'index.html'), SITE);
    fs.mkdirSync(path.join(siteDist, 'assets'));
    fs.writeFileSync(path.join(siteDist, 'assets', 'site.js'), 'console.log("guests")');
    app = await buildApp({ ...t.config, webDist, siteDist }, { db: t.db, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(siteDist, { recursive: true, force: true });
  });

  const open = (url: string) =>
    app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('answers `/` with its English page', async () => {
    for (const url of ['/', '/?from=qr']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body, url).toBe(SITE);
    }
  });

  it('answers `/ar` with its page, in Arabic and right to left before any script runs', async () => {
    for (const url of ['/ar', '/ar/']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="ar" dir="rtl">');
      expect(res.body, url).toContain('/site/assets/site.js');
      expect(res.body, url).not.toContain('/assets/staff.js');
    }
  });

  it('serves its files under /site/, and leaves the staff app its own paths', async () => {
    const file = await app.inject({ url: '/site/assets/site.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    for (const url of ['/admin', '/auth/login', '/ar/admin']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(STAFF);
    }
  });

  it('answers JSON to a client that prefers it, as for any other page', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('shares no path with the staff app', () => {
    for (const route of SITE_ROUTES) {
      for (const path of [route, `/ar${route}`.replace(/\/$/, '')]) {
        expect(isSitePath(path), path).toBe(true);
        expect(isWebPath(path), path).toBe(false);
      }
    }
    for (const route of WEB_ROUTES) expect(isSitePath(route), route).toBe(false);
  });

  it('says so when the site is not built', async () => {
    const bare = await buildApp(
      { ...t.config, webDist, siteDist: path.join(siteDist, 'missing') },
      { db: t.db, logger: false },
    );
    try {
      const res = await bare.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('guest site');
    } finally {
      await bare.close();
    }
  });
});
