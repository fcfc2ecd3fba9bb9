import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_TOPICS, PERMISSIONS } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { SHELL_AREAS } from '../lib/i18n';

/**
 * The English strings come in pieces: the shell's areas in the first download, the others with the
 * screens of `lazy-pages.ts`. These tests follow each screen's imports (static and lazy) and check
 * that every translation key its modules name is in an area it loads, so no screen can render a
 * raw key. A key is a quoted string or the start of a template literal that names a section of the
 * English files (`'pos.pay'`, `` `sales.status.${s}` ``); permission names (`'tables.view'`) and event
 * topics (`'kitchen.ticket'`) are not.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(file, 'utf8');

const areaOfSection = new Map<string, string>();
const english: Record<string, unknown> = {};
for (const file of readdirSync(join(src, 'locales/en'))) {
  const strings = JSON.parse(read(join(src, 'locales/en', file))) as Record<string, unknown>;
  for (const section of Object.keys(strings)) areaOfSection.set(section, file.replace(/\.json$/, ''));
  Object.assign(english, strings);
}

const notKeys = new Set<string>([...PERMISSIONS, ...EVENT_TOPICS]);
function isKey(text: string): boolean {
  if (notKeys.has(text)) return false;
  let node: unknown = english;
  for (const part of text.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    // A plural key (`pos.itemsCount`) is written as its forms (`itemsCount_one`, `itemsCount_other`).
    if (!(part in node)) return `${part}_other` in node;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not this ending
    }
  }
  return null;
}

interface SourceFile {
  imports: string[];
  lazyImports: string[];
  /** Lazy imports fetched together with areas of their own: `Promise.all([import('./x'), loadAreas(['sales'])])`. */
  areaImports: { file: string; areas: string[] }[];
  /** key → area */
  keys: Map<string, string>;
}

const files = new Map<string, SourceFile>();
function sourceFile(file: string): SourceFile {
  const known = files.get(file);
  if (known) return known;
  const code = read(file);
  const found = (pattern: RegExp) =>
    [...code.matchAll(pattern)].flatMap((m) => resolveImport(file, m[1] ?? '') ?? []);
  const keys = new Map<string, string>();
  for (const m of code.matchAll(
    /'([a-zA-Z]+(?:\.[\w-]+)+)'|"([a-zA-Z]+(?:\.[\w-]+)+)"|`([a-zA-Z]+(?:\.[\w-]+)*)\.?\$\{/g,
  )) {
    const key = m[1] ?? m[2] ?? m[3] ?? '';
    const area = areaOfSection.get(key.split('.')[0] ?? '');
    if (area && isKey(key)) keys.set(key, area);
  }
  const areaImports = [...code.matchAll(/import\(\s*'([^']+)'\s*\),\s*loadAreas\(\[([^\]]*)\]\)/g)].flatMap(
    ([, spec = '', areas = '']) => {
      const target = resolveImport(file, spec);
      return target ? [{ file: target, areas: [...areas.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '') }] : [];
    },
  );
  const parsed = {
    imports: found(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
    lazyImports: found(/import\(\s*'([^']+)'\s*\)/g).filter((f) => !areaImports.some((a) => a.file === f)),
    areaImports,
    keys,
  };
  files.set(file, parsed);
  return parsed;
}

/**
 * The source modules `entry` brings, following lazy imports too except those of `stopAt`; lazy
 * imports that load areas of their own go to `nested` instead, to be checked with those areas.
 */
function modulesOf(entry: string, stopAt: string, nested: SourceFile['areaImports'] = []): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    seen.add(file);
    const { imports, lazyImports, areaImports } = sourceFile(file);
    queue.push(...imports, ...(file === stopAt ? [] : lazyImports));
    if (file !== stopAt) nested.push(...areaImports);
  }
  return seen;
}

/** Keys `entry`'s modules (beyond the shell) use outside `areas`, and those of its nested loads. */
function missingFrom(entry: string, areas: readonly string[], checked = new Set<string>()): string[] {
  if (checked.has(entry)) return [];
  checked.add(entry);
  const nested: SourceFile['areaImports'] = [];
  const modules = [...modulesOf(entry, lazyPagesFile, nested)].filter((file) => !shell.has(file));
  return [
    ...missing(modules, [...SHELL_AREAS, ...areas]),
    ...nested.flatMap((n) => missingFrom(n.file, [...areas, ...n.areas], checked)),
  ];
}

/** Keys of `modules` whose area is not in `areas`, as `file: key (area)`. */
function missing(modules: Iterable<string>, areas: readonly string[]): string[] {
  return [...modules].flatMap((file) =>
    [...sourceFile(file).keys]
      .filter(([, area]) => !areas.includes(area))
      .map(([key, area]) => `${relative(src, file)}: ${key} (${area})`),
  );
}

const lazyPagesFile = join(src, 'app/lazy-pages.ts');
const shell = modulesOf(join(src, 'main.tsx'), lazyPagesFile);
const screens = [
  ...read(lazyPagesFile).matchAll(/(\w+): screen\(\s*\[([^\]]*)\],\s*\(\) =>\s*import\('([^']+)'\)/g),
].map(([, name = '', areas = '', page = '']) => ({
  name,
  areas: [...areas.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? ''),
  page: resolveImport(lazyPagesFile, page),
}));

describe('strings by area', () => {
  it('reads every screen of lazy-pages.ts', () => {
    expect(screens.length).toBe(read(lazyPagesFile).match(/\w+: screen\(/g)?.length);
    expect(screens.map((s) => s.name)).toContain('pos');
    for (const { name, page } of screens) expect(page, name).toBeTruthy();
  });

  it('puts exactly the shell areas in the first download', () => {
    const i18nSource = read(join(src, 'lib/i18n.ts'));
    const eager = [...i18nSource.matchAll(/^import \w+ from '\.\.\/locales\/en\/(\w+)\.json';$/gm)].map(
      (m) => m[1],
    );
    expect(eager.sort()).toEqual([...SHELL_AREAS].sort());
    expect(i18nSource).toContain(`'!../locales/en/{${[...SHELL_AREAS].sort().join(',')}}.json'`);
  });

  it('finds the keys modules name, plural ones too', () => {
    const keys = [...shell].flatMap((file) => [...sourceFile(file).keys.keys()]);
    expect(keys).toContain('nav.dashboard');
    expect(keys).toContain('errors.network');
    const pos = modulesOf(join(src, 'features/pos/pages/pos-page.tsx'), lazyPagesFile);
    expect([...pos].flatMap((file) => [...sourceFile(file).keys.keys()])).toContain('pos.itemsCount');
  });

  it('gives the shell only strings of its own areas', () => {
    expect(missing(shell, SHELL_AREAS)).toEqual([]);
  });

  it.each(screens)('gives the $name screen every string it uses', ({ page, areas }) => {
    expect(missingFrom(page ?? '', areas)).toEqual([]);
  });

  it('checks a dialog that loads its own areas with them', () => {
    const nested: SourceFile['areaImports'] = [];
    modulesOf(join(src, 'features/pos/pages/pos-page.tsx'), lazyPagesFile, nested);
    expect(nested.map((n) => [relative(src, n.file), n.areas])).toContainEqual([
      'features/pos/components/done-dialog.tsx',
      ['sales'],
    ]);
    // The receipt's strings are not the POS screen's own: without the dialog's areas they are missing.
    expect(
      missing(modulesOf(join(src, 'features/pos/components/done-dialog.tsx'), lazyPagesFile), ['pos']),
    ).not.toEqual([]);
  });
});
