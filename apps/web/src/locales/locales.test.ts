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
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps every placeholder in the Arabic text', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(arabic[key] ?? ''), key).toEqual(placeholders(text));
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
