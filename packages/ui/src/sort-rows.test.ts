import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

interface Row {
  id: number;
  name: string;
  price: number | null;
}

const rows: Row[] = [
  { id: 1, name: 'Item 10', price: 900 },
  { id: 2, name: 'item 9', price: null },
  { id: 3, name: 'Apple', price: 150 },
  { id: 4, name: 'Banana', price: 150 },
  { id: 5, name: 'Item 2', price: 2000 },
];
const ids = (list: Row[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts numbers by value, not as text, and reverses on desc', () => {
    expect(ids(sortRows(rows, (r) => r.price, false, 'en'))).toEqual([3, 4, 1, 5, 2]);
    expect(ids(sortRows(rows, (r) => r.price, true, 'en'))).toEqual([5, 1, 3, 4, 2]);
  });

  it('keeps rows without a value last in both directions and equal rows in their order', () => {
    const asc = sortRows(rows, (r) => r.price, false, 'en');
    const desc = sortRows(rows, (r) => r.price, true, 'en');
    expect(asc.at(-1)?.id).toBe(2);
    expect(desc.at(-1)?.id).toBe(2);
    // Apple and Banana cost the same: they keep their original order either way.
    expect(ids(asc).indexOf(3)).toBeLessThan(ids(asc).indexOf(4));
    expect(ids(desc).indexOf(3)).toBeLessThan(ids(desc).indexOf(4));
  });

  it('compares text with numeric collation, ignoring case', () => {
    expect(sortRows(rows, (r) => r.name, false, 'en').map((r) => r.name)).toEqual([
      'Apple',
      'Banana',
      'Item 2',
      'item 9',
      'Item 10',
    ]);
  });

  it('sorts Arabic names in Arabic alphabetical order', () => {
    const arabic = ['شاي', 'بطاطس', 'أرز', 'حمص'].map((name, id) => ({ id, name, price: 0 }));
    expect(sortRows(arabic, (r) => r.name, false, 'ar').map((r) => r.name)).toEqual([
      'أرز',
      'بطاطس',
      'حمص',
      'شاي',
    ]);
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.name, true, 'en');
    expect(rows).toEqual(copy);
  });
});
