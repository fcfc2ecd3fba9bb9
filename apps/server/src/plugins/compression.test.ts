import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, createTestContext, engines, type TestContext } from '../test/harness.ts';
import { COMPRESSIBLE } from './compression.ts';

describe('what is compressed', () => {
  it('compresses JSON, text, scripts and SVG; never event streams or pictures', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html',
      'text/css',
      'text/javascript',
      'application/javascript',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream; charset=utf-8', 'image/png', 'image/jpeg', 'image/webp']) {
      expect(COMPRESSIBLE.test(type), type).toBe(false);
    }
  });
});

describe.each(engines())('compression on %s', (engine) => {
  let t: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  it('sends a large JSON answer gzip- or brotli-compressed when asked, and plain when not', async () => {
    const plain = await t.app.inject({ url: '/v1/products', headers: owner });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await t.app.inject({
      url: '/v1/products',
      headers: { ...owner, 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const br = await t.app.inject({
      url: '/v1/products',
      headers: { ...owner, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const identity = await t.app.inject({
      url: '/v1/products',
      headers: { ...owner, 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ url: '/v1/auth/me', headers: { ...owner, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the web app's files, not its pictures", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Cashier</title>${' '.repeat(2048)}`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    const app = await buildApp({ ...t.config, webDist: dist }, { db: t.db, logger: false });
    try {
      const js = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(js.rawPayload).toString()).toBe(script);
      const png = await app.inject({ url: '/assets/logo.png', headers: { 'accept-encoding': 'gzip, br' } });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("compresses the web app's index.html on deep links, and picks up a rebuild", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-web-'));
    const html = `<!doctype html><html lang="en"><title>Cashier</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(60)}</html>`;
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const app = await buildApp({ ...t.config, webDist: dist }, { db: t.db, logger: false });
    const get = (url: string, headers: Record<string, string>) =>
      app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } });
    try {
      const plain = await get('/admin/sales/pos', {});
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toMatch(/^text\/html/);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.body).toBe(html);

      const br = await get('/ar/admin/sales/order/12', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(html.length / 5);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);

      const gzip = await get('/admin', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);

      const refused = await get('/admin', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(html);
      const optOut = await get('/admin', { 'accept-encoding': 'gzip', 'x-no-compression': '1' });
      expect(optOut.headers['content-encoding']).toBeUndefined();

      // A rebuild is served at once, compressed anew; a small page is left alone, as elsewhere.
      const small = '<!doctype html><title>Cashier 2</title>';
      fs.writeFileSync(path.join(dist, 'index.html'), small);
      const rebuilt = await get('/admin', { 'accept-encoding': 'gzip, br' });
      expect(rebuilt.headers['content-encoding']).toBeUndefined();
      expect(rebuilt.body).toBe(small);
      const bigger = `${html}<!-- v3 -->`;
      fs.writeFileSync(path.join(dist, 'index.html'), bigger);
      const again = await get('/admin', { 'accept-encoding': 'br' });
      expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(bigger);

      // API paths and non-HTML requests still answer JSON 404s.
      const api = await get('/v1/no-such-thing', { 'accept-encoding': 'gzip' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
      const json = await app.inject({ url: '/nothing', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('never buffers the event stream: frames arrive uncompressed over real HTTP', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const token = owner.authorization!.slice('Bearer '.length);
    // The headers come once the stream is subscribed: from then on a change reaches it at once.
    let live!: () => void;
    const subscribed = new Promise<void>((resolve) => (live = resolve));
    const got = new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/events',
          headers: { ...bearer(token), 'accept-encoding': 'gzip, br' },
        },
        (res) => {
          live();
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: category.created')) {
              req.destroy();
              resolve({ encoding: res.headers['content-encoding'], text });
            }
          });
        },
      );
      req.on('error', (e) => (e.message === 'socket hang up' ? undefined : reject(e)));
      setTimeout(() => reject(new Error('timed out waiting for the event')), 8000).unref();
    });
    await subscribed;
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/categories/create',
      headers: owner,
      payload: { nameEn: 'Streamed', nameAr: 'مباشر' },
    });
    expect(created.statusCode).toBe(200);
    const { encoding, text } = await got;
    expect(encoding).toBeUndefined();
    expect(text).toContain('retry: 2000');
  });
});
