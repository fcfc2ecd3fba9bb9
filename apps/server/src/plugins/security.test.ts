import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type CashierApp } from '../app.ts';
import { bearer, createTestContext, engines, OWNER, type TestContext } from '../test/harness.ts';
import { HSTS } from './security.ts';

const webIndex = fileURLToPath(new URL('../../../web/index.html', import.meta.url));
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const HTTPS = { 'x-forwarded-proto': 'https' };

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith(`${name} `))
      ?.trim();
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('the web page', () => {
  it('runs no inline script, so the CSP can refuse them', () => {
    const pages = [webIndex, path.join(path.dirname(webIndex), 'dist', 'index.html')].filter((f) =>
      fs.existsSync(f),
    );
    for (const page of pages) {
      const scripts = [...fs.readFileSync(page, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, `${page}: a script without src`).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
    }
  });
});

describe.each(engines())('security headers on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  let dist: string;
  let site: CashierApp;
  let proxied: CashierApp;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cashier</title>');
    fs.writeFileSync(path.join(dist, 'color-scheme.js'), '/* early */');
    site = await buildApp({ ...t.config, webDist: dist, siteDist: dist }, { db: t.db, logger: false });
    // Behind a reverse proxy that terminates TLS and says so in X-Forwarded-Proto.
    proxied = await buildApp(
      { ...t.config, webDist: dist, siteDist: dist, trustProxy: 1 },
      { db: t.db, logger: false },
    );
  });
  afterAll(async () => {
    await site.close();
    await proxied.close();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends them with the web app, the guest site, their files and deep links, without HSTS over plain HTTP', async () => {
    for (const url of ['/', '/admin/pos', '/ar/admin/sales/order/3', '/color-scheme.js']) {
      const res = await site.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cache-control'], url).toMatch(/no-cache|max-age=0/);
    }
  });

  it('adds HSTS when the request came over HTTPS, and only when the proxy is trusted to say so', async () => {
    const secure = await proxied.inject({ url: '/admin', headers: { ...HTML, ...HTTPS } });
    expect(secure.statusCode).toBe(200);
    expectSecurityHeaders(secure);
    expect(secure.headers['strict-transport-security']).toBe(HSTS);
    const api = await proxied.inject({ url: '/v1/auth/me', headers: { ...owner, ...HTTPS } });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    const plain = await proxied.inject({ url: '/admin', headers: HTML });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    const spoofed = await site.inject({ url: '/admin', headers: { ...HTML, ...HTTPS } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets a public API answer be cached as usual', async () => {
    const res = await t.app.inject({ url: '/v1/settings' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('marks every answer for a signed-in person no-store, errors included', async () => {
    for (const url of ['/v1/auth/me', '/v1/orders', '/v1/products', '/v1/settings', '/v1/orders/999999']) {
      const res = await t.app.inject({ url, headers: owner });
      expect(res.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signedOut = await t.app.inject({ url: '/v1/orders' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: OWNER });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it("keeps the POS catalogue's own caching: revalidated with its ETag, never shared", async () => {
    const res = await t.app.inject({ url: '/v1/pos/catalog', headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves uploaded pictures and the API docs under the same headers', async () => {
    const picture = path.join(t.config.uploadsDir, 'security-test.png');
    fs.writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const upload = await t.app.inject({ url: '/uploads/security-test.png' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(upload);
    const docs = await t.app.inject({ url: '/api/docs/', headers: HTML });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    expectSecurityHeaders(docs);
  });

  it('makes the token cookie Secure over HTTPS, when setting and when clearing it', async () => {
    const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']);
    const plain = await proxied.inject({ method: 'POST', url: '/v1/auth/login', payload: OWNER });
    expect(cookieOf(plain)).toMatch(/^token=[^;]+;.*HttpOnly/);
    expect(cookieOf(plain)).not.toMatch(/Secure/);

    const login = await proxied.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: OWNER,
      headers: HTTPS,
    });
    expect(login.statusCode).toBe(200);
    expect(cookieOf(login)).toMatch(/; Secure/);
    expect(cookieOf(login)).toMatch(/SameSite=Lax/);
    const { token } = login.json<{ token: string }>();
    const logout = await proxied.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { ...HTTPS, cookie: `token=${token}`, 'x-requested-with': 'cashier' },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout)).toMatch(/^token=;/);
    expect(cookieOf(logout)).toMatch(/; Secure/);
    expect(cookieOf(logout)).toMatch(/HttpOnly/);
  });
});
