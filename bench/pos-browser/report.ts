/** The figures of one viewport's runs: medians and p95 against the targets, and the JS the page loaded. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { QUERIES, RUNS, TARGET } from './config.ts';

const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const median = (v: number[]) => (v.length ? sorted(v)[Math.floor((v.length - 1) / 2)]! : NaN);
const p95 = (v: number[]) =>
  v.length ? sorted(v)[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)]! : NaN;
const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—').padStart(8);
const verdict = (v: number, target: number) =>
  Number.isFinite(v) ? (v <= target ? 'ok' : 'MISSED') : 'no data';

export interface Sample {
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

/** Each script file gzipped here (-9), beside what the server sent for it (encodedBodySize). */
export function jsSize(scripts: { path: string; wire: number }[], dist: string) {
  const seen = new Map(scripts.map((s) => [s.path, s.wire]));
  const files = [...seen].map(([p, wire]) => {
    const file = path.join(dist, p);
    const raw = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    return { path: p, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, wire };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return files;
}

/** Prints one viewport's figures. */
export function printViewport(
  viewport: { width: number; height: number },
  touch: boolean,
  s: Sample,
  firstJs: ReturnType<typeof jsSize>,
  perRun: string[],
): void {
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
}
