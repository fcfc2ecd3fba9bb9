import type { PosCatalog } from '@cashier/contracts';

/*
 * A product's options as the till, and later the guest site, offer them: each group between its
 * minimum and maximum choices, as the server checks them again when it prices the order.
 */

export type PosProduct = PosCatalog['products'][number];
export type PosModifierGroup = PosCatalog['modifierGroups'][number];
export type PosModifier = PosModifierGroup['modifiers'][number];

/**
 * The key that makes one line of an item with these options: the same options in another order
 * are the same line.
 */
export const lineKey = (productId: number, modifierIds: readonly number[]) =>
  `${productId}:${[...modifierIds].sort((a, b) => a - b).join(',')}`;

/** What the chosen options add to one unit. */
export function modifiersTotal(modifiers: readonly { price: number }[]): number {
  return modifiers.reduce((s, m) => s + m.price, 0);
}

/** A product's option groups, in its own order (groups no longer on the menu left out). */
export function groupsOfProduct(
  product: PosProduct,
  groups: ReadonlyMap<number, PosModifierGroup>,
): PosModifierGroup[] {
  return product.modifierGroupIds.flatMap((id) => groups.get(id) ?? []);
}

/** Whether a product asks for its options before it goes in the cart. */
export function hasOptions(product: PosProduct, groups: ReadonlyMap<number, PosModifierGroup>): boolean {
  return product.modifierGroupIds.some((id) => groups.has(id));
}

/** Chosen option ids, by group id. */
export type Choices = Readonly<Record<number, readonly number[]>>;

/**
 * One tap on an option: chosen again it is let go; in a one-choice group it replaces the choice;
 * past a group's maximum (0: no limit, as the server reads it) the tap does nothing.
 */
export function toggleChoice(chosen: Choices, group: PosModifierGroup, id: number): Choices {
  const now = chosen[group.id] ?? [];
  if (now.includes(id)) return { ...chosen, [group.id]: now.filter((x) => x !== id) };
  if (group.maxSelect === 1) return { ...chosen, [group.id]: [id] };
  if (group.maxSelect > 0 && now.length >= group.maxSelect) return chosen;
  return { ...chosen, [group.id]: [...now, id] };
}

/** Every group has at least its minimum of choices. */
export function choicesComplete(groups: readonly PosModifierGroup[], chosen: Choices): boolean {
  return groups.every((g) => (chosen[g.id]?.length ?? 0) >= g.minSelect);
}

/** The chosen options, in the groups' and the menu's order. */
export function chosenModifiers(groups: readonly PosModifierGroup[], chosen: Choices): PosModifier[] {
  return groups.flatMap((g) => g.modifiers.filter((m) => chosen[g.id]?.includes(m.id)));
}
