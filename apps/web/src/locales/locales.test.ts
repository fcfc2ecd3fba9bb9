import { describe, expect, it } from 'vitest';
import { ar, arFiles, en, enFiles } from './index';

function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null)
      Object.assign(out, flatten(value as object, `${prefix}${key}.`));
    else out[prefix + key] = String(value);
  }
  return out;
}

const english = flatten(en);
const arabic = flatten(ar);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/** i18next's plural keys (`items_one`, `items_other`…): English has two forms, Arabic all six. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const keysOf = (table: Record<string, string>) => [...new Set(Object.keys(table).map(base))].sort();

describe('translations', () => {
  it('has one Arabic file for every English file', () => {
    expect(Object.keys(arFiles).sort()).toEqual(Object.keys(enFiles).sort());
  });

  it('never lets two files claim the same top-level section', () => {
    for (const files of [enFiles, arFiles]) {
      const sections = Object.values(files).flatMap((file) => Object.keys(file));
      expect(sections.length).toBe(new Set(sections).size);
    }
  });

  it('has the same keys in English and Arabic', () => {
    expect(keysOf(arabic)).toEqual(keysOf(english));
  });

  it('has every plural form each language needs', () => {
    const plurals = [
      ...new Set(
        Object.keys(english)
          .filter((k) => PLURAL.test(k))
          .map(base),
      ),
    ];
    for (const key of plurals) {
      for (const form of ['one', 'other']) expect(english, key).toHaveProperty([`${key}_${form}`]);
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(arabic, key).toHaveProperty([`${key}_${form}`]);
    }
  });

  it('keeps every placeholder in the Arabic text', () => {
    for (const [key, text] of Object.entries(english)) {
      if (PLURAL.test(key)) continue; // Arabic's "one" and "two" say the number in words
      expect(placeholders(arabic[key] ?? ''), key).toEqual(placeholders(text));
    }
    for (const [key, text] of Object.entries(arabic).filter(([k]) => PLURAL.test(k))) {
      const other = placeholders(english[`${base(key)}_other`] ?? '');
      for (const name of placeholders(text)) expect(other, key).toContain(name);
    }
  });

  it('really is Arabic in ar.json', () => {
    const plain = Object.entries(arabic).filter(([, text]) => text.replace(/{{\w+}}/g, '').trim() !== '');
    for (const [key, text] of plain) {
      if (key === 'footer.copyright') continue; // "© {{year}} {{name}}" has no words
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
