import type { OrderLineInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import * as linesRepo from './lines-repository.ts';
import { msg } from '../../lib/messages/text.ts';

export type LineInput = z.output<typeof OrderLineInput>;

export interface PricedLine {
  /** The stored line it continues, when the client named one. */
  id?: number;
  productId: number;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  quantity: number;
  modifiers: { id: number; nameEn: string; nameAr: string; price: number }[];
  modifiersTotal: number;
  seat: number | null;
  note: string | null;
  course: number | null;
  held: boolean;
  /** Where the kitchen makes it, as the menu says now (set when priced from the catalogue). */
  route?: { stationId: number | null; prepMinutes: number | null };
}

/**
 * Prices lines from the catalogue as it is now; whatever price a client sent is never read.
 * Each line keeps a snapshot of names and prices, so later menu changes leave past orders intact.
 *
 * A line's options are checked against its product's modifier groups before anything is written:
 * each option must be active and belong to a group the product offers, no option may be chosen
 * twice, and every group the product offers gets between its minSelect and maxSelect choices (a
 * group with a minimum is required even when the line sends no options at all). A line that breaks
 * one of these is refused with 422 naming the item and the group.
 */
export async function priceLines(db: Db, lines: LineInput[]): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const modifierIds = [...new Set(lines.flatMap((l) => l.modifierIds))];
  const { products, modifiers, links } = await linesRepo.pricingCatalogue(db, productIds, modifierIds);
  const productById = new Map(products.map((p) => [p.id, p]));
  const modifierById = new Map(modifiers.map((m) => [m.id, m]));
  const groupsOf = new Map<number, typeof links>();
  for (const link of links) {
    const list = groupsOf.get(link.productId);
    if (list) list.push(link);
    else groupsOf.set(link.productId, [link]);
  }

  return lines.map((line, i) => {
    const product = productById.get(line.productId);
    if (!product || !product.active) {
      throw new AppError('RULE_BROKEN', 'orders.notOnMenu', {
        [`lines.${i}.productId`]: product ? 'field.itemUnavailable' : 'field.noSuchProduct',
      });
    }
    const field = `lines.${i}.modifierIds`;
    const groups = groupsOf.get(product.id) ?? [];
    const offered = new Set(groups.map((g) => g.groupId));
    const seen = new Set<number>();
    const chosen = line.modifierIds.map((id) => {
      if (seen.has(id)) {
        throw new AppError('RULE_BROKEN', msg('orders.optionTwice', { item: product.nameEn }), {
          [field]: msg('field.optionTwice', { option: id }),
        });
      }
      seen.add(id);
      const m = modifierById.get(id);
      if (!m || !m.active || !offered.has(m.groupId)) {
        throw new AppError('RULE_BROKEN', 'orders.foreignOption', {
          [field]: msg('field.optionUnavailable', { option: id, item: product.nameEn }),
        });
      }
      return { id: m.id, nameEn: m.nameEn, nameAr: m.nameAr, price: m.price, groupId: m.groupId };
    });
    for (const g of groups) {
      const count = chosen.filter((m) => m.groupId === g.groupId).length;
      if (count < g.minSelect) {
        throw new AppError(
          'RULE_BROKEN',
          msg('orders.tooFewChoices', { item: product.nameEn, min: g.minSelect, group: g.nameEn }),
          { [field]: msg('field.chooseAtLeast', { min: g.minSelect, group: g.nameEn }) },
        );
      }
      // A maximum of 0 is read as "no limit", as the POS's option dialog reads it.
      if (g.maxSelect > 0 && count > g.maxSelect) {
        throw new AppError(
          'RULE_BROKEN',
          msg('orders.tooManyChoices', { item: product.nameEn, max: g.maxSelect, group: g.nameEn }),
          { [field]: msg('field.chooseAtMost', { max: g.maxSelect, group: g.nameEn }) },
        );
      }
    }
    const snapshot = chosen.map(({ id, nameEn, nameAr, price }) => ({ id, nameEn, nameAr, price }));
    return {
      ...(line.id === undefined ? {} : { id: line.id }),
      productId: product.id,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      unitPrice: product.price,
      quantity: line.quantity,
      modifiers: snapshot,
      modifiersTotal: snapshot.reduce((s, m) => s + m.price, 0),
      seat: line.seat,
      note: line.note,
      course: line.course === undefined ? product.course : line.course,
      held: line.held,
      route: { stationId: product.stationId, prepMinutes: product.prepMinutes },
    };
  });
}
