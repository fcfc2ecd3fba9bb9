export type SortValue = string | number | null;

/**
 * A sorted copy of `rows`: numbers by value, text with the locale's collation (so "Item 10" comes
 * after "Item 9" and Arabic sorts as Arabic), rows without a value last in both directions, and
 * equal rows kept in their original order.
 * @example sortRows([{ p: 900 }, { p: 150 }], (r) => r.p, false, 'en') // [{ p: 150 }, { p: 900 }]
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  desc: boolean,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const direction = desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order * direction || a.index - b.index;
    })
    .map((entry) => entry.row);
}
