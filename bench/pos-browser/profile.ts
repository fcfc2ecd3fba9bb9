/** PROFILE=1: a CPU profile of loading, typing and tapping, by top self time. */
import path from 'node:path';
import type { BrowserContext, CDPSession } from '@playwright/test';
import { QUERIES } from './config.ts';
import { tapTiles, typeQuery } from './page.ts';

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

export async function profiled(context: BrowserContext, base: string, added: Set<number>, touch: boolean) {
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
