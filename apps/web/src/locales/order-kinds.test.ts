import { ORDER_KIND_LABELS, ORDER_KINDS, ORDER_TYPES } from '@cashier/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStrings } from '@/lib/test-i18n';
import { i18n } from '@/lib/i18n';
import { arFiles, enFiles } from './index';

/** The names an order type or kind goes by, as a set of labels would key them. */
const KIND_KEYS = new Set<string>([...ORDER_KINDS, ...ORDER_TYPES, 'dineIn', 'takeaway', 'counter']);

/** Other words for a kind that crept onto screens before: each kind has one word, from the contracts. */
const SYNONYMS = [
  'takeaway',
  'take away',
  'take-away',
  'takeout',
  'to go',
  'on hold',
  'سفري',
  'تيك أواي',
  'آجل',
];

/** Every object in a translation file whose keys name at least two order types or kinds. */
function labelSets(tree: object, path: string[] = []): string[] {
  const found: string[] = [];
  const keys = Object.keys(tree).filter((k) => KIND_KEYS.has(k));
  if (keys.length >= 2) found.push(path.join('.'));
  for (const [key, value] of Object.entries(tree))
    if (typeof value === 'object' && value !== null)
      found.push(...labelSets(value as object, [...path, key]));
  return found;
}

/** Every string of a translation file, with its key. */
function strings(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? strings(value as object, `${prefix}${key}.`)
      : [[prefix + key, String(value)]],
  );
}

const files = { en: enFiles, ar: arFiles };

describe('one word for each order kind', () => {
  it('keeps no set of order type labels in any translation file (the contracts hold the one set)', () => {
    for (const [locale, byArea] of Object.entries(files))
      for (const [area, file] of Object.entries(byArea))
        expect(labelSets(file), `${locale}/${area}.json`).toEqual([]);
  });

  it('says no other word for a kind anywhere on screen, in either language', () => {
    for (const [locale, byArea] of Object.entries(files))
      for (const [area, file] of Object.entries(byArea)) {
        const stray = strings(file).filter(([, text]) => SYNONYMS.includes(text.trim().toLowerCase()));
        expect(stray, `${locale}/${area}.json`).toEqual([]);
      }
  });

  it('names each kind through orderKinds, as the contracts word it', async () => {
    for (const locale of ['en', 'ar'] as const) {
      await loadStrings(locale);
      for (const [kind, word] of Object.entries(ORDER_KIND_LABELS[locale]))
        expect(i18n.t(`orderKinds.${kind}` as 'orderKinds.pos')).toBe(word);
    }
  });

  it('has no screen word an order kind by a key of its own', () => {
    // The key families the screens used before, each a second vocabulary.
    const old =
      /\b(pos\.modes|pos\.heldBadge|sales\.types|kitchen\.types|shifts\.orderTypes|reports\.types|dashboard\.types)\b/;
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
          if (old.test(readFileSync(path, 'utf8'))) offenders.push(path);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
