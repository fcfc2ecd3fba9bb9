import { describe, expect, it } from 'vitest';
import { byName, naturalCompare } from './natural-sort';

describe('natural sort', () => {
  it('puts T2 before T10 in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(['T10', 'T2', 'T1', 'T9'].sort(naturalCompare(locale))).toEqual(['T1', 'T2', 'T9', 'T10']);
    }
  });

  it('orders every number of a name as a number, not only the last', () => {
    const names = ['Terrace 10', 'Hall 2', 'terrace 9', 'Hall 10', 'Hall 1'];
    expect(
      byName(
        names.map((name) => ({ name })),
        'en',
      ).map((t) => t.name),
    ).toEqual(['Hall 1', 'Hall 2', 'Hall 10', 'terrace 9', 'Terrace 10']);
  });

  it('reads Arabic-Indic digits as numbers too', () => {
    const names = ['طاولة ١٠', 'طاولة ٢', 'طاولة ١'];
    expect(
      byName(
        names.map((name) => ({ name })),
        'ar',
      ).map((t) => t.name),
    ).toEqual(['طاولة ١', 'طاولة ٢', 'طاولة ١٠']);
  });

  it('sorts any run of 1..n the way people count, and leaves the input alone', () => {
    const tables = Array.from({ length: 30 }, (_, i) => ({ name: `T${30 - i}` }));
    const sorted = byName(tables, 'en');
    expect(sorted.map((t) => t.name)).toEqual(Array.from({ length: 30 }, (_, i) => `T${i + 1}`));
    expect(tables[0]!.name).toBe('T30');
  });
});
