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
/// <reference lib="dom" />
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

const ROOT = path.resolve(import.meta.dirname, '..');
const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 7);
const VIEWPORTS = (process.env.VIEWPORTS ?? '1366x768,1024x768').split(',').map((v) => {
  const [width, height] = v.split('x').map(Number);
  return { width: width!, height: height! };
});
const OWNER = { email: 'bench@cashier.test', password: 'Bench-pass-2026' };
const QUERIES = ['chi', 'كب', 'BN-12345'];
const ADDS = 10;
const TARGET = { ready: 2000, keystroke: 50, add: 50, jsKiB: 250 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

// ---------------------------------------------------------------- build and server

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

function stale(output: string, sources: string[]): boolean {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return sources.some((s) => newest(path.join(ROOT, s)) > built);
}

function run(command: string, args: string[], cwd = ROOT): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** The web build to serve: WEB_DIST, the shared dist when fresh, or a private build in `tmp`. */
function webDist(tmp: string): string {
  if (process.env.WEB_DIST) return path.resolve(process.env.WEB_DIST);
  const shared = path.join(ROOT, 'apps/web/dist');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'];
  if (!stale(path.join(shared, 'index.html'), sources)) {
    console.log('web: apps/web/dist is fresh, not building');
    return shared;
  }
  const out = path.join(tmp, 'web-dist');
  console.log(`web: apps/web/dist is older than its sources; building into ${out}`);
  run(
    'npx',
    ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    path.join(ROOT, 'apps/web'),
  );
  return out;
}

function serverBuild(): void {
  if (stale(path.join(ROOT, 'apps/server/dist/main.js'), ['apps/server/src', 'packages/contracts/src'])) {
    console.log('server: dist is older than its sources; npm run build -w apps/server');
    run('npm', ['run', 'build', '-w', 'apps/server']);
  } else console.log('server: apps/server/dist/main.js is fresh, not building');
}

async function freePort(): Promise<number> {
  // Above 3300, clear of the e2e runs' ports.
  for (let port = 3300 + Math.floor(Math.random() * 600); ; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
}

async function startServer(
  port: number,
  dbFile: string,
  dist: string,
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbFile,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/settings`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// ---------------------------------------------------------------- catalogue

const DISHES: [string, string][] = [
  ['Chicken Shawarma', 'شاورما دجاج'],
  ['Chicken Kabsa', 'كبسة دجاج'],
  ['Lamb Kabsa', 'كبسة لحم'],
  ['Chicken Mandi', 'مندي دجاج'],
  ['Falafel Wrap', 'لفافة فلافل'],
  ['Hummus', 'حمص'],
  ['Mutabbal', 'متبل'],
  ['Beef Kebab', 'كباب لحم'],
  ['Kunafa', 'كنافة'],
  ['Fattoush', 'فتوش'],
  ['Tabbouleh', 'تبولة'],
  ['Chicken Tikka', 'تكا دجاج'],
  ['Grilled Halloumi', 'حلوم مشوي'],
  ['Lentil Soup', 'شوربة عدس'],
  ['Mint Lemonade', 'ليمون بالنعناع'],
  ['Arabic Coffee', 'قهوة عربية'],
  ['Karak Tea', 'شاي كرك'],
  ['Beef Burger', 'برجر لحم'],
  ['Chicken Burger', 'برجر دجاج'],
  ['Margherita Pizza', 'بيتزا مارغريتا'],
];
const STYLES: [string, string][] = [
  ['Small', 'صغير'],
  ['Large', 'كبير'],
  ['Family', 'عائلي'],
  ['Spicy', 'حار'],
  ['House', 'خاص'],
];

/** Fills the catalogue to PRODUCTS; returns the ids of the products it added (none have modifiers). */
function fill(dbFile: string): { added: Set<number>; total: number } {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const count = () => (db.prepare('select count(*) as n from products').get() as { n: number }).n;
  const existing = count();
  const images = (
    db.prepare('select distinct image from products where image is not null').all() as { image: string }[]
  ).map((r) => r.image);
  const now = new Date().toISOString();
  const insertCategory = db.prepare(
    'insert into categories (name_en, name_ar, image, sort_order, active, created_at, updated_at) values (?, ?, null, ?, 1, ?, ?)',
  );
  const insertProduct = db.prepare(
    `insert into products (category_id, name_en, name_ar, description_en, description_ar, price, image, sku, barcode,
       active, sort_order, created_at, updated_at) values (?, ?, ?, null, null, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const before = new Set((db.prepare('select id from products').all() as { id: number }[]).map((r) => r.id));
  db.transaction(() => {
    const categories: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = insertCategory.run(`Menu ${i + 1}`, `قائمة ${i + 1}`, 100 + i, now, now);
      categories.push(Number(r.lastInsertRowid));
    }
    for (let n = 0; n < PRODUCTS - existing; n++) {
      const [en, ar] = DISHES[n % DISHES.length]!;
      const [sen, sar] = STYLES[Math.floor(n / DISHES.length) % STYLES.length]!;
      insertProduct.run(
        categories[n % categories.length],
        `${en} ${sen} ${n}`,
        `${ar} ${sar} ${n}`,
        500 + ((n * 37) % 9000),
        images.length ? images[n % images.length] : null,
        `BN-${String(n).padStart(5, '0')}`,
        `628${String(n).padStart(10, '0')}`,
        1000 + n,
        now,
        now,
      );
    }
  })();
  const added = new Set(
    (db.prepare('select id from products').all() as { id: number }[])
      .map((r) => r.id)
      .filter((id) => !before.has(id)),
  );
  const total = count();
  db.close();
  return { added, total };
}

// ---------------------------------------------------------------- in the page

declare global {
  interface Window {
    __bench: { paints: number[]; renders: number[]; longTasks: { start: number; duration: number }[] };
  }
}

/** Long tasks, and input to next paint: from the keydown/beforeinput/pointerdown to a frame after the handlers. */
function instrument(): void {
  const bench = (window.__bench = {
    paints: [] as number[],
    renders: [] as number[],
    longTasks: [] as { start: number; duration: number }[],
  });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task support
  }
  let started: number | null = null;
  const start = (e: Event) => {
    if (started === null) started = e.timeStamp;
  };
  const settle = () => {
    if (started === null) return;
    const t0 = started;
    // The frame's rAF runs after the handlers and React's commit; style, layout and paint follow it.
    requestAnimationFrame((frame) =>
      setTimeout(() => {
        const now = performance.now();
        bench.paints.push(now - t0);
        bench.renders.push(now - frame);
        started = null;
      }, 0),
    );
  };
  addEventListener('keydown', start, true);
  addEventListener('beforeinput', start, true);
  addEventListener('pointerdown', start, true);
  addEventListener('input', settle);
  addEventListener('click', settle);
}

const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((e) => e.duration), name);
const paintCount = (page: Page) => page.evaluate(() => window.__bench.paints.length);

// ---------------------------------------------------------------- statistics and printing

const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const median = (v: number[]) => (v.length ? sorted(v)[Math.floor((v.length - 1) / 2)]! : NaN);
const p95 = (v: number[]) =>
  v.length ? sorted(v)[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)]! : NaN;
const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—').padStart(8);
const verdict = (v: number, target: number) =>
  Number.isFinite(v) ? (v <= target ? 'ok' : 'MISSED') : 'no data';

interface Sample {
  ready: number[];
  catalogEnd: number[];
  longBeforeReady: number[];
  search: Record<string, number[]>;
  searchPaint: Record<string, number[]>;
  add: number[];
  addPaint: number[];
  searchRender: number[];
  addRender: number[];
  filter: number[];
  longDuringInput: number[];
}

// ---------------------------------------------------------------- the runs

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(OWNER.email);
  await page.locator('input[type=password]').first().fill(OWNER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin$/, { timeout: 30_000 });
  await page.close();
}

async function openPos(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/admin/pos`);
  await page.waitForFunction(() => performance.getEntriesByName('pos:ready', 'mark').length > 0, null, {
    timeout: 60_000,
  });
  const timing = await page.evaluate(() => {
    const ready = performance.getEntriesByName('pos:ready', 'mark')[0]!.startTime;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const catalog = resources.find((r) => r.name.includes('/v1/pos/catalog'));
    const scripts = resources
      .filter((r) => /\.js(\?|$)/.test(r.name) && r.startTime <= ready)
      .map((r) => ({ path: new URL(r.name).pathname, wire: r.encodedBodySize }));
    const long = window.__bench.longTasks.filter((t) => t.start < ready);
    return {
      ready,
      catalogStart: catalog?.startTime ?? NaN,
      catalogEnd: catalog?.responseEnd ?? NaN,
      catalogBytes: catalog?.encodedBodySize ?? 0,
      catalogTransfer: catalog?.transferSize ?? 0,
      domContentLoaded:
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.domContentLoadedEventEnd ?? NaN,
      scripts,
      longTasks: long,
    };
  });
  return { page, timing };
}

const lastPaint = (page: Page) =>
  page.evaluate(() => ({ paint: window.__bench.paints.at(-1)!, render: window.__bench.renders.at(-1)! }));

async function typeQuery(
  page: Page,
  query: string,
  into: number[],
  paints: number[],
  renders: number[],
): Promise<void> {
  const box = page.getByRole('searchbox').first();
  await box.click();
  for (const ch of query) {
    const n = (await measures(page, 'pos:search')).length;
    const p = await paintCount(page);
    await page.keyboard.type(ch);
    await page.waitForFunction(([pc]) => window.__bench.paints.length > pc!, [p], { timeout: 10_000 });
    const all = await measures(page, 'pos:search');
    if (all.length > n) into.push(all[all.length - 1]!);
    const last = await lastPaint(page);
    paints.push(last.paint);
    renders.push(last.render);
    await page.waitForTimeout(120); // a person's typing pace
  }
  await box.fill('');
  await page.waitForTimeout(200);
}

async function tapTiles(
  page: Page,
  added: Set<number>,
  touch: boolean,
  into: number[],
  paints: number[],
  renders: number[],
): Promise<void> {
  const ids = (
    await page.$$eval('[data-product-id]', (tiles) =>
      tiles.map((t) => Number(t.getAttribute('data-product-id'))),
    )
  ).filter((id) => added.has(id));
  for (let i = 0; i < ADDS; i++) {
    const tile = page.locator(`[data-product-id="${ids[i % ids.length]}"]`);
    const n = (await measures(page, 'pos:add')).length;
    const p = await paintCount(page);
    if (touch) await tile.tap();
    else await tile.click();
    await page.waitForFunction(([pc]) => window.__bench.paints.length > pc!, [p], { timeout: 10_000 });
    const all = await measures(page, 'pos:add');
    if (all.length > n) into.push(all[all.length - 1]!);
    const last = await lastPaint(page);
    paints.push(last.paint);
    renders.push(last.render);
    await page.waitForTimeout(150);
  }
}

/** Each script file gzipped here (-9), beside what the server sent for it (encodedBodySize). */
function jsSize(scripts: { path: string; wire: number }[], dist: string) {
  const seen = new Map(scripts.map((s) => [s.path, s.wire]));
  const files = [...seen].map(([p, wire]) => {
    const file = path.join(dist, p);
    const raw = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    return { path: p, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, wire };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return files;
}

/** Top self time of a CPU profile, by function and place. */
function topSelf(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, count = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const cf = node.callFrame;
    const where = cf.url ? `${path.basename(new URL(cf.url, 'http://x').pathname)}:${cf.lineNumber + 1}` : '';
    const key = `${cf.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    top: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count),
  };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

async function profiled(context: BrowserContext, base: string, added: Set<number>, touch: boolean) {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/admin/pos`);
  await page.waitForFunction(() => performance.getEntriesByName('pos:ready', 'mark').length > 0, null, {
    timeout: 60_000,
  });
  const load = (await cdp.send('Profiler.stop')).profile;
  await cdp.send('Profiler.start');
  const ignore: number[] = [];
  for (const q of QUERIES) await typeQuery(page, q, ignore, ignore, ignore);
  const search = (await cdp.send('Profiler.stop')).profile;
  await cdp.send('Profiler.start');
  await tapTiles(page, added, touch, ignore, ignore, ignore);
  const add = (await cdp.send('Profiler.stop')).profile;
  await page.close();
  for (const [label, p] of [
    ['navigation to pos:ready', load],
    ['typing the queries (incl. 120 ms pauses)', search],
    ['tapping tiles (incl. 150 ms pauses)', add],
  ] as const) {
    const { total, top } = topSelf(p as unknown as Parameters<typeof topSelf>[0]);
    console.log(`\n  CPU profile, ${label}: ${total.toFixed(0)} ms sampled; top self time`);
    for (const [fn, t] of top) console.log(`    ${t.toFixed(1).padStart(8)} ms  ${fn}`);
  }
}

async function viewportRun(
  browser: Browser,
  base: string,
  dist: string,
  viewport: { width: number; height: number },
  added: Set<number>,
): Promise<void> {
  const touch = viewport.width <= 1024;
  const context = await browser.newContext({ viewport, hasTouch: touch, locale: 'en-US' });
  // tsx names its functions with a `__name` helper; the page needs it for the functions sent to it.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(instrument);
  await signIn(context, base);
  const s: Sample = {
    ready: [],
    catalogEnd: [],
    longBeforeReady: [],
    search: Object.fromEntries(QUERIES.map((q) => [q, []])),
    searchPaint: Object.fromEntries(QUERIES.map((q) => [q, []])),
    add: [],
    addPaint: [],
    searchRender: [],
    addRender: [],
    filter: [],
    longDuringInput: [],
  };
  let firstJs: ReturnType<typeof jsSize> = [];
  const perRun: string[] = [];
  for (let r = 0; r < RUNS; r++) {
    const { page, timing } = await openPos(context, base);
    if (r === 0) firstJs = jsSize(timing.scripts, dist);
    s.ready.push(timing.ready);
    s.catalogEnd.push(timing.catalogEnd);
    const longMs = timing.longTasks.reduce((a, t) => a + t.duration, 0);
    s.longBeforeReady.push(longMs);
    perRun.push(
      `    run ${r + 1}${r === 0 ? ' (cold cache)' : ''}: ready ${timing.ready.toFixed(0)} ms ` +
        `(DOMContentLoaded ${timing.domContentLoaded.toFixed(0)}, catalogue ${timing.catalogStart.toFixed(0)}→` +
        `${timing.catalogEnd.toFixed(0)} ms, ${(timing.catalogBytes / 1024).toFixed(0)} KiB body, ` +
        `${(timing.catalogTransfer / 1024).toFixed(1)} KiB transferred; ` +
        `${timing.longTasks.length} long tasks ${longMs.toFixed(0)} ms, longest ` +
        `${Math.max(0, ...timing.longTasks.map((t) => t.duration)).toFixed(0)} ms)`,
    );
    const longBefore = await page.evaluate(() => window.__bench.longTasks.length);
    for (const q of QUERIES) await typeQuery(page, q, s.search[q]!, s.searchPaint[q]!, s.searchRender);
    await tapTiles(page, added, touch, s.add, s.addPaint, s.addRender);
    s.filter.push(...(await measures(page, 'pos:filter')).slice(1)); // the first is the initial list
    s.longDuringInput.push(
      ...(await page.evaluate((n) => window.__bench.longTasks.slice(n).map((t) => t.duration), longBefore)),
    );
    await page.close();
  }

  const allSearch = Object.values(s.search).flat();
  const allSearchPaint = Object.values(s.searchPaint).flat();
  const jsGzip = firstJs.reduce((a, x) => a + x.gzip, 0) / 1024;
  const jsRaw = firstJs.reduce((a, x) => a + x.raw, 0) / 1024;
  const jsWire = firstJs.reduce((a, x) => a + x.wire, 0) / 1024;
  console.log(
    `\nPOS in Chromium, ${viewport.width}×${viewport.height}${touch ? ' (touch, taps)' : ' (mouse, clicks)'}: ` +
      `${RUNS} runs, new page each, warm server`,
  );
  console.log(perRun.join('\n'));
  console.log(
    `\n  ${'measure'.padEnd(44)}${'n'.padStart(5)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`,
  );
  const row = (label: string, v: number[], target?: number) =>
    console.log(
      `  ${label.padEnd(44)}${String(v.length).padStart(5)}${f(median(v))} ${f(p95(v))}   ${
        target === undefined ? '' : `≤ ${target} ms  ${verdict(p95(v), target)}`
      }`,
    );
  row('ready: navigation → pos:ready (ms)', s.ready, TARGET.ready);
  row('  of which catalogue response end (ms)', s.catalogEnd);
  row('  long tasks before ready, total (ms)', s.longBeforeReady);
  for (const q of QUERIES) row(`search "${q}": pos:search per keystroke (ms)`, s.search[q]!);
  row('search, all keystrokes: pos:search (ms)', allSearch, TARGET.keystroke);
  row('  of which pos:filter, filterProducts (ms)', s.filter);
  for (const q of QUERIES) row(`search "${q}": key → next paint (ms)`, s.searchPaint[q]!);
  row('search, all keystrokes: key → next paint (ms)', allSearchPaint, TARGET.keystroke);
  row('  of which style, layout, paint after rAF (ms)', s.searchRender);
  row('add: pos:add per tap (ms)', s.add, TARGET.add);
  row('add: tap → next paint (ms)', s.addPaint, TARGET.add);
  row('  of which style, layout, paint after rAF (ms)', s.addRender);
  row('long tasks while typing and tapping (ms each)', s.longDuringInput);
  console.log(
    `\n  initial JS up to pos:ready (cold cache): ${firstJs.length} files, ${jsRaw.toFixed(0)} KiB raw, ` +
      `${jsGzip.toFixed(1)} KiB gzip -9 (${jsWire.toFixed(1)} KiB as served)   target ≤ ${TARGET.jsKiB} KiB  ${verdict(jsGzip, TARGET.jsKiB)}`,
  );
  for (const x of process.env.JS_LIST === 'all' ? firstJs : firstJs.slice(0, 10))
    console.log(
      `    ${(x.gzip / 1024).toFixed(1).padStart(7)} KiB gzip ${(x.raw / 1024).toFixed(1).padStart(8)} KiB raw ` +
        `${(x.wire / 1024).toFixed(1).padStart(7)} KiB served  ${x.path}`,
    );
  if (process.env.PROFILE === '1') await profiled(context, base, added, touch);
  await context.close();
}

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
