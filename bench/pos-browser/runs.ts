/** One viewport: RUNS new pages of the till, each opened, searched and tapped, then the figures. */
import type { Browser } from '@playwright/test';
import { QUERIES, RUNS } from './config.ts';
import { instrument, measures, openPos, signIn, tapTiles, typeQuery } from './page.ts';
import { profiled } from './profile.ts';
import { jsSize, printViewport, type Sample } from './report.ts';

export async function viewportRun(
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

  printViewport(viewport, touch, s, firstJs, perRun);
  if (process.env.PROFILE === '1') await profiled(context, base, added, touch);
  await context.close();
}
