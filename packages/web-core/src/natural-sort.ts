import type { Locale } from './locale';

const collators = new Map<Locale, Intl.Collator>();

/**
 * Compares names as people read them: the digits inside as numbers ("T2" before "T10"), letters
 * by the locale's alphabet, case and accents aside.
 * @example ['T10', 'T2', 'T1'].sort(naturalCompare('en')) // ['T1', 'T2', 'T10']
 */
export function naturalCompare(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator.compare;
}

/**
 * A copy of `items` sorted naturally by their name (ties keep their order), for every list of
 * tables, areas or anything staff name with numbers.
 * @example byName([{ name: 'T10' }, { name: 'T2' }], 'en') // [{ name: 'T2' }, { name: 'T10' }]
 */
export function byName<T extends { name: string }>(items: readonly T[], locale: Locale): T[] {
  const compare = naturalCompare(locale);
  return [...items].sort((a, b) => compare(a.name, b.name));
}
