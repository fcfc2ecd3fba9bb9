import { z } from 'zod';
import { Id, Money, Resp, Text } from './common.ts';

/** An option within a group ("Large", "Extra cheese"), priced in minor units on top of the item. */
export const Modifier = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  price: Money,
  active: z.boolean(),
});
export type Modifier = z.infer<typeof Modifier>;

/** A set of options offered with products ("Size", "Extras"), chosen between min and max times. */
export const ModifierGroup = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  /** Every option, inactive ones too (they stay so past orders and reports can name them). */
  modifiers: z.array(Modifier),
  /** The products offering this group. */
  productIds: z.array(z.number().int()),
});
export type ModifierGroup = z.infer<typeof ModifierGroup>;

/**
 * One option in a group's whole list: with `id` it changes that option, without it adds one.
 * An existing option left out of the list is deactivated, never deleted.
 */
export const ModifierInput = z.object({
  id: Id.optional(),
  nameEn: Text(120),
  nameAr: Text(120),
  price: Money.default(0),
  active: z.boolean().default(true),
});
export type ModifierInput = z.input<typeof ModifierInput>;

/** A whole group, its options included; `minSelect` may not exceed `maxSelect` (422 names it). */
export const ModifierGroupInput = z.object({
  nameEn: Text(120),
  nameAr: Text(120),
  minSelect: z.number().int().min(0).max(50).default(0),
  maxSelect: z.number().int().min(1).max(50).default(1),
  modifiers: z.array(ModifierInput).max(100).default([]),
  /** When given, exactly these products offer the group (the others stop); left out, links stay. */
  productIds: z.array(Id).max(50_000).optional(),
});
export type ModifierGroupInput = z.input<typeof ModifierGroupInput>;

/** The groups one product offers, replacing its previous ones. */
export const ProductModifierGroupsInput = z.object({ groupIds: z.array(Id).max(50) });
export type ProductModifierGroupsInput = z.input<typeof ProductModifierGroupsInput>;

export const ModifierGroupsResponse = z.object({ modifierGroups: z.array(ModifierGroup) });
export const ModifierGroupResponse = z.object({ modifierGroup: ModifierGroup, resp: Resp });
export const ProductModifierGroupsResponse = z.object({
  productId: z.number().int(),
  groupIds: z.array(z.number().int()),
  resp: Resp,
});
