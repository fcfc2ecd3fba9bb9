import { describe, expect, it } from 'vitest';
import {
  choicesComplete,
  chosenModifiers,
  groupsOfProduct,
  hasOptions,
  lineKey,
  modifiersTotal,
  toggleChoice,
  type PosModifierGroup,
} from './modifiers.ts';
import { product } from './test-product.ts';

const group = (id: number, minSelect: number, maxSelect: number): PosModifierGroup => ({
  id,
  nameEn: `Group ${id}`,
  nameAr: `مجموعة ${id}`,
  minSelect,
  maxSelect,
  modifiers: [1, 2, 3].map((n) => ({
    id: id * 10 + n,
    nameEn: `Option ${n}`,
    nameAr: `خيار ${n}`,
    price: n * 100,
  })),
});

describe('modifiers', () => {
  const size = group(1, 1, 1);
  const extras = group(2, 0, 2);
  const sauces = group(3, 0, 0);

  it('replaces the one choice of a one-choice group, and lets a chosen option go', () => {
    let chosen = toggleChoice({}, size, 11);
    chosen = toggleChoice(chosen, size, 12);
    expect(chosen[1]).toEqual([12]);
    expect(toggleChoice(chosen, size, 12)[1]).toEqual([]);
  });

  it('stops at a group’s maximum, and 0 means no limit', () => {
    let chosen = toggleChoice(toggleChoice({}, extras, 21), extras, 22);
    expect(toggleChoice(chosen, extras, 23)).toBe(chosen);
    chosen = [31, 32, 33].reduce((c, id) => toggleChoice(c, sauces, id), chosen);
    expect(chosen[3]).toEqual([31, 32, 33]);
  });

  it('is complete once every group has its minimum, and lists the choices in menu order', () => {
    expect(choicesComplete([size, extras], {})).toBe(false);
    const chosen = { 1: [13], 2: [22, 21] };
    expect(choicesComplete([size, extras], chosen)).toBe(true);
    const modifiers = chosenModifiers([size, extras], chosen);
    expect(modifiers.map((m) => m.id)).toEqual([13, 21, 22]);
    expect(modifiersTotal(modifiers)).toBe(300 + 100 + 200);
  });

  it('finds a product’s groups in its own order and keys a line by its options in any order', () => {
    const groups = new Map([size, extras].map((g) => [g.id, g]));
    const dish = product(1, { modifierGroupIds: [2, 9, 1] });
    expect(groupsOfProduct(dish, groups).map((g) => g.id)).toEqual([2, 1]);
    expect(hasOptions(dish, groups)).toBe(true);
    expect(hasOptions(product(2, { modifierGroupIds: [9] }), groups)).toBe(false);
    expect(lineKey(1, [22, 13])).toBe(lineKey(1, [13, 22]));
  });
});
