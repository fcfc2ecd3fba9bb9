import { describe, expect, it } from 'vitest';
import { ORDER_KIND_LABELS, ORDER_KINDS, orderKind } from './order-kinds.ts';
import { ORDER_TYPES } from './order-state.ts';

describe('order kinds', () => {
  it('has exactly one word per kind and per type in each language, each its own', () => {
    const keys = [...new Set([...ORDER_KINDS, ...ORDER_TYPES])].sort();
    for (const labels of Object.values(ORDER_KIND_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual(keys);
      const words = Object.values(labels).map((w) => w.trim().toLowerCase());
      expect(words.every((w) => w.length > 0)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('writes Arabic in Arabic letters, not a transliteration', () => {
    for (const word of Object.values(ORDER_KIND_LABELS.ar)) expect(word).toMatch(/^[\u0600-\u06ff\s]+$/);
  });

  it('tells a pos order apart by its table, and leaves every other type as it is', () => {
    expect(orderKind({ type: 'pos', tableId: null })).toBe('counter');
    expect(orderKind({ type: 'pos', tableId: 4 })).toBe('dine-in');
    for (const type of ORDER_TYPES.filter((t) => t !== 'pos')) {
      expect(orderKind({ type, tableId: null })).toBe(type);
      expect(orderKind({ type, tableId: 4 })).toBe(type);
    }
  });
});
