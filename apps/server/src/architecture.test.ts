import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, TABLE_OWNERS } from './db/owners.ts';
import { SCHEMA } from './db/schema.ts';
import { codeMap, SRC } from './test/code-map.ts';
import { FENCE_ALLOWLIST } from './test/fence-allowlist.ts';

const map = codeMap();
const owners: Record<string, string> = TABLE_OWNERS;

/** `file table` for each table a module's file names that another module owns. */
function crossings(): string[] {
  return map.flatMap((f) =>
    f.module
      ? f.tables.filter((t) => t in owners && owners[t] !== f.module).map((t) => `${f.file} ${t}`)
      : [],
  );
}

describe('data fences', () => {
  it('names every module folder in db/owners.ts', () => {
    const folders = fs
      .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect([...MODULES].sort()).toEqual(folders);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(Object.keys(SCHEMA).sort());
  });

  it("finds queries (the scan still sees each module's own tables)", () => {
    expect(map.find((f) => f.file === 'modules/orders/repository.ts')?.tables).toContain('orders');
    // A table named through a parameter typed as literals (`table: 'orders' | 'payments'`).
    expect(map.find((f) => f.file === 'modules/orders/read-repository.ts')?.tables).toContain('payments');
  });

  it("keeps each module's queries to its own tables, but for the allowlisted ones", () => {
    const allowed = new Set(FENCE_ALLOWLIST.flatMap((e) => e.tables.map((t) => `${e.file} ${t}`)));
    const found = crossings();
    const unexpected = found.filter((c) => !allowed.has(c));
    expect(
      unexpected,
      'go through the owner module (service or read file), or allowlist with a reason',
    ).toEqual([]);
    const stale = [...allowed].filter((c) => !found.includes(c));
    expect(stale, 'these no longer cross a fence: take them off test/fence-allowlist.ts').toEqual([]);
  });

  it('gives every allowlisted crossing a reason', () => {
    for (const e of FENCE_ALLOWLIST) expect(e.reason.length, e.file).toBeGreaterThan(20);
  });
});

/** `from → to` for every import from one module into another (calls and types alike). */
function realArrows(): string[] {
  const arrows = new Set<string>();
  for (const f of map) {
    for (const i of f.imports) {
      const target = /^modules\/([^/]+)\//.exec(i.target)?.[1];
      if (f.module && target && target !== f.module) arrows.add(`${f.module} → ${target}`);
    }
  }
  return [...arrows].sort();
}

/** The arrows docs/architecture.md draws between its module-map markers. */
function documentedArrows(): string[] {
  const doc = fs.readFileSync(path.join(SRC, '../../../docs/architecture.md'), 'utf8');
  const between = /<!-- module-map:start -->([\s\S]*?)<!-- module-map:end -->/.exec(doc)?.[1] ?? '';
  return between
    .split('\n')
    .map((line) => /^- \*\*(\w+)\*\* → ([\w, ]+?)(?: — .*)?$/.exec(line.trim()))
    .flatMap((m) => (m ? m[2]!.split(',').map((to) => `${m[1]} → ${to.trim()}`) : []))
    .sort();
}

describe('the module map in docs/architecture.md', () => {
  it('draws every import between modules, and nothing else', () => {
    const real = realArrows();
    const drawn = documentedArrows();
    expect(drawn.length).toBeGreaterThan(0);
    expect(
      real.filter((a) => !drawn.includes(a)),
      'imported but missing from the map',
    ).toEqual([]);
    expect(
      drawn.filter((a) => !real.includes(a)),
      'on the map but not imported',
    ).toEqual([]);
  });
});
