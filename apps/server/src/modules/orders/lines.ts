import type { OrderLineInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';

export type LineInput = z.output<typeof OrderLineInput>;

export interface PricedLine {
  productId: number;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  quantity: number;
  modifiers: { id: number; nameEn: string; nameAr: string; price: number }[];
  modifiersTotal: number;
  seat: number | null;
  note: string | null;
}

/**
 * Prices lines from the catalogue as it is now; whatever price a client sent is never read.
 * Each line keeps a snapshot of names and prices, so later menu changes leave past orders intact.
 */
export async function priceLines(db: Db, lines: LineInput[]): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const modifierIds = [...new Set(lines.flatMap((l) => l.modifierIds))];
  const [products, modifiers, links] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'nameEn', 'nameAr', 'price', 'active'])
      .where('id', 'in', productIds)
      .execute(),
    modifierIds.length
      ? db
          .selectFrom('modifiers')
          .select(['id', 'groupId', 'nameEn', 'nameAr', 'price', 'active'])
          .where('id', 'in', modifierIds)
          .execute()
      : Promise.resolve([]),
    modifierIds.length
      ? db
          .selectFrom('productModifierGroups')
          .select(['productId', 'groupId'])
          .where('productId', 'in', productIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const modifierById = new Map(modifiers.map((m) => [m.id, m]));
  const allowed = new Set(links.map((l) => `${l.productId}:${l.groupId}`));

  return lines.map((line, i) => {
    const product = productById.get(line.productId);
    if (!product || !product.active) {
      throw new AppError('RULE_BROKEN', 'An item in the order is not on the menu.', {
        [`lines.${i}.productId`]: product ? 'This item is not available' : 'No such product',
      });
    }
    const chosen = line.modifierIds.map((id) => {
      const m = modifierById.get(id);
      if (!m || !m.active || !allowed.has(`${line.productId}:${m.groupId}`)) {
        throw new AppError('RULE_BROKEN', 'A chosen option does not belong to its item.', {
          [`lines.${i}.modifierIds`]: `Option ${id} is not available for ${product.nameEn}`,
        });
      }
      return { id: m.id, nameEn: m.nameEn, nameAr: m.nameAr, price: m.price };
    });
    return {
      productId: product.id,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      unitPrice: product.price,
      quantity: line.quantity,
      modifiers: chosen,
      modifiersTotal: chosen.reduce((s, m) => s + m.price, 0),
      seat: line.seat,
      note: line.note,
    };
  });
}
