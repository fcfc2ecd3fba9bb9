/**
 * The JavaScript each surface receives before it is usable (issue 27, point 3), read from the
 * browser's resource timing in this machine's Chromium against the real built server with the demo
 * restaurant. Each run is a new browser context, so a cold cache:
 *   - sign-in: `/auth/login` until its submit button shows;
 *   - till: `/admin/pos` signed in, until the `pos:ready` mark;
 *   - guest: `/` (the guest site's home) until the load event.
 * For every script it prints what the server sent (encodedBodySize, brotli or gzip as Chromium
 * asked) and the same file gzipped here at level 9, the figure the targets are written in; the
 * median of RUNS runs (3 by default) against the target. A benchmark: it prints and exits 0.
 *
 *   npm run bench -- bundles
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './pos-browser/config.ts';
import { signIn } from './pos-browser/page.ts';
import { freePort, serverBuild, startServer, webDist } from './pos-browser/server.ts';

const RUNS = Number(process.env.RUNS ?? 3);

interface Surface {
  name: string;
  path: string;
  targetKB: number;
  signedIn: boolean;
  /** Resolves with the time (ms since navigation) the surface counts as usable. */
  ready(page: Page): Promise<number>;
}

const SURFACES: Surface[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    targetKB: 150,
    signedIn: false,
    ready: async (page) => {
      await page.locator('button[type=submit]').first().waitFor({ timeout: 60_000 });
      return page.evaluate(() => performance.now());
    },
  },
  {
    name: 'till',
    path: '/admin/pos',
    targetKB: 200,
    signedIn: true,
    ready: async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('pos:ready', 'mark').length > 0, null, {
        timeout: 60_000,
      });
      return page.evaluate(() => performance.getEntriesByName('pos:ready', 'mark')[0]!.startTime);
    },
  },
  {
    name: 'guest home',
    path: '/',
    targetKB: 60,
    signedIn: false,
    ready: async (page) => {
      await page.waitForLoadState('load');
      return page.evaluate(() => performance.now());
    },
  },
];

const sizes = new Map<string, number>();
/** The file as the server holds it, gzipped here at level 9 (asked uncompressed, then compressed). */
async function gzipSize(url: string): Promise<number> {
  const known = sizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const size = zlib.gzipSync(body, { level: 9 }).length;
  sizes.set(url, size);
  return size;
}

async function run(browser: Browser, base: string, surface: Surface) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  try {
    if (surface.signedIn) await signIn(context, base);
    const page = await context.newPage();
    await page.goto(`${base}${surface.path}`);
    const ready = await surface.ready(page);
    const scripts = await page.evaluate(
      (until) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => /\.m?js(\?|$)/.test(r.name) && r.startTime <= until)
          .map((r) => ({ url: r.name, wire: r.encodedBodySize })),
      ready,
    );
    let gzip = 0;
    for (const s of scripts) gzip += await gzipSize(s.url);
    return { files: scripts.length, wire: scripts.reduce((a, s) => a + s.wire, 0), gzip, ready, scripts };
  } finally {
    await context.close();
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function bundlesBench(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-bundles-bench-'));
  try {
    const dist = webDist(tmp);
    serverBuild();
    const port = await freePort();
    const server = await startServer(port, path.join(tmp, 'cashier.sqlite'), dist);
    const base = `http://127.0.0.1:${port}`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      console.log(
        `\nJS each surface receives before it is usable: ${RUNS} cold runs each, chromium ${browser.version()}`,
      );
      console.log(
        `  ${'surface'.padEnd(12)}${'files'.padStart(6)}${'sent KiB'.padStart(10)}${'gzip-9 KiB'.padStart(12)}` +
          `${'ready ms'.padStart(10)}   target (gzip)`,
      );
      for (const surface of SURFACES) {
        const runs = [];
        for (let r = 0; r < RUNS; r++) runs.push(await run(browser, base, surface));
        const gzip = median(runs.map((x) => x.gzip));
        console.log(
          `  ${surface.name.padEnd(12)}${String(median(runs.map((x) => x.files))).padStart(6)}` +
            `${kb(median(runs.map((x) => x.wire))).padStart(10)}${kb(gzip).padStart(12)}` +
            `${median(runs.map((x) => x.ready))
              .toFixed(0)
              .padStart(10)}   ≤ ${surface.targetKB} KiB  ` +
            `${gzip / 1024 <= surface.targetKB ? 'ok' : 'MISSED'}`,
        );
        if (process.env.JS_LIST === '1')
          for (const s of runs[0]!.scripts)
            console.log(`      ${kb(sizes.get(s.url) ?? 0).padStart(7)} KiB  ${new URL(s.url).pathname}`);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
