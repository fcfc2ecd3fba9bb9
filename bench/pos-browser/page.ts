/// <reference lib="dom" />
/** What runs in the page (the instrumentation), and the cashier's actions on it: sign in, open, type, tap. */
import type { BrowserContext, Page } from '@playwright/test';
import { ADDS, OWNER } from './config.ts';

declare global {
  interface Window {
    __bench: { paints: number[]; renders: number[]; longTasks: { start: number; duration: number }[] };
  }
}

/** Long tasks, and input to next paint: from the keydown/beforeinput/pointerdown to a frame after the handlers. */
export function instrument(): void {
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

export const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((e) => e.duration), name);
export const paintCount = (page: Page) => page.evaluate(() => window.__bench.paints.length);

export async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(OWNER.email);
  await page.locator('input[type=password]').first().fill(OWNER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin$/, { timeout: 30_000 });
  await page.close();
}

export async function openPos(context: BrowserContext, base: string) {
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

export async function typeQuery(
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

export async function tapTiles(
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
