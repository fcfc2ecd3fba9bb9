import { ModifierGroupInput, ModifierInput, minorToDecimal, type ModifierGroup } from '@cashier/contracts';
import { z } from 'zod';
import { moneyField, numberField } from '@/lib/form-schema';
import { formRule } from '@/lib/zod-message';

/**
 * A modifier group as its form holds it: the counts as their NumberInputs keep them, each
 * option's price typed in the currency's decimals. The server's own rules (at least ≤ at most,
 * at least ≤ the offered options) are checked here too, so they show before a round trip.
 */
export function groupFormSchema(currency: string) {
  return ModifierGroupInput.omit({ productIds: true })
    .extend({
      minSelect: numberField(ModifierGroupInput.shape.minSelect),
      maxSelect: numberField(ModifierGroupInput.shape.maxSelect),
      modifiers: z
        .array(ModifierInput.extend({ price: moneyField(currency, ModifierInput.shape.price) }))
        .max(100),
    })
    .superRefine((g, ctx) => {
      const issue = (key: 'modifiers.minOverMax' | 'modifiers.minOverActive') =>
        ctx.addIssue({ code: 'custom', path: ['minSelect'], message: key, params: formRule(key) });
      if (g.minSelect > g.maxSelect) issue('modifiers.minOverMax');
      else if (g.minSelect > g.modifiers.filter((m) => m.active).length) issue('modifiers.minOverActive');
    });
}
export type GroupValues = z.input<ReturnType<typeof groupFormSchema>>;
export type OptionValues = GroupValues['modifiers'][number];

export const newOption = (): OptionValues => ({ nameEn: '', nameAr: '', price: '', active: true });

export function groupValues(group: ModifierGroup | null, currency: string): GroupValues {
  return {
    nameEn: group?.nameEn ?? '',
    nameAr: group?.nameAr ?? '',
    minSelect: group?.minSelect ?? 0,
    maxSelect: group?.maxSelect ?? 1,
    modifiers: group
      ? group.modifiers.map((m) => ({
          id: m.id,
          nameEn: m.nameEn,
          nameAr: m.nameAr,
          price: minorToDecimal(m.price, currency),
          active: m.active,
        }))
      : [newOption(), newOption()],
  };
}
