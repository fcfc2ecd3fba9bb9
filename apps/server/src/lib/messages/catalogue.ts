/** A translation: text with `{name}` slots, or a function of the slots' values (for plurals). */
export type Entry = string | ((values: Record<string, string | undefined>) => string);
/** Translations keyed by the English message; `{name}` in a key matches any text. */
export type Catalogue = Record<string, Entry>;

interface Template {
  pattern: RegExp;
  names: string[];
  entry: Entry;
}

const SLOT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): Template[] {
  return Object.entries(catalogue)
    .filter(([key]) => /\{\w+\}/.test(key))
    .map(([key, entry]) => {
      const names = [...key.matchAll(SLOT)].map((m) => m[1]!);
      const pattern = new RegExp(
        `^${key
          .split(SLOT)
          .map((part, i) => (i % 2 ? '(.*?)' : escape(part)))
          .join('')}$`,
        's',
      );
      return { pattern, names, entry };
    });
}

/**
 * A translator over one catalogue: the exact message first, then the first template that matches
 * (in the catalogue's order), its slot values translated in turn where the catalogue knows them.
 * Answers undefined for a message it cannot translate.
 * @example translator({ 'Order not found': 'الطلب غير موجود' })('Order not found') // 'الطلب غير موجود'
 */
export function translator(catalogue: Catalogue): (message: string) => string | undefined {
  const templates = compile(catalogue);
  const translate = (message: string): string | undefined => {
    const exact = Object.hasOwn(catalogue, message) ? catalogue[message] : undefined;
    if (typeof exact === 'string') return exact;
    for (const { pattern, names, entry } of templates) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
      const translated = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, translate(value) ?? value]),
      );
      return typeof entry === 'string'
        ? entry.replace(SLOT, (slot, name: string) => translated[name] ?? slot)
        : entry(values);
    }
    return undefined;
  };
  return translate;
}
