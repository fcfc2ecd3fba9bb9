/**
 * The POS screen in this machine's Chromium with a 20,000-product catalogue (issue 5, point 4).
 *
 * Starts the real built server (node apps/server/dist/main.js) on a free port with a fresh SQLite
 * database and the demo restaurant, fills the catalogue to PRODUCTS with English and Arabic names,
 * SKUs and barcodes (straight into the database; its triggers bump the catalogue version), signs in
 * with Playwright and, RUNS times per viewport, opens /admin/pos in a new page and reads:
 *   - ready: navigation start to the page's `pos:ready` mark;
 *   - search: each keystroke's `pos:search` measure (change event to React's commit), and the
 *     keydown to the next paint (rAF + setTimeout in the page, i.e. what the cashier sees);
 *   - add: each tile tap's `pos:add` measure, and the click to the next paint;
 *   - the gzip size of every JS file the page loaded before `pos:ready`.
 * It prints figures and exits 0: a benchmark, not a test.
 *
 *   npm run bench:pos-browser -w bench
 *   PRODUCTS=5000 RUNS=3 VIEWPORTS=1024x768 PROFILE=1 JS_LIST=all npm run bench:pos-browser -w bench
 *
 * Build: when apps/web/dist is older than the web sources it builds the web app into a private
 * temporary directory (served with WEB_DIST, so the shared dist is left alone); when
 * apps/server/dist/main.js is older than the server sources it runs `npm run build -w apps/server`
 * (what `npm start` would do). WEB_DIST=path uses that build as is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fill } from './pos-browser/catalogue.ts';
import { CHROMIUM_ARGS, VIEWPORTS } from './pos-browser/config.ts';
import { viewportRun } from './pos-browser/runs.ts';
import { freePort, serverBuild, startServer, webDist } from './pos-browser/server.ts';

export async function posBrowserBench(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-pos-bench-'));
  try {
    const dist = webDist(tmp);
    serverBuild();
    const port = await freePort();
    const dbFile = path.join(tmp, 'cashier.sqlite');
    const server = await startServer(port, dbFile, dist);
    const base = `http://127.0.0.1:${port}`;
    try {
      const started = performance.now();
      const { added, total } = fill(dbFile);
      console.log(
        `\nserver on ${base}, ${total} products (${added.size} added in ${(performance.now() - started).toFixed(0)} ms)`,
      );
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      });
      try {
        console.log(`chromium ${browser.version()}`);
        for (const viewport of VIEWPORTS) await viewportRun(browser, base, dist, viewport, added);
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// `node --import tsx bench/pos-browser.ts` (npm run bench:pos-browser -w bench) runs it directly.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await posBrowserBench();
