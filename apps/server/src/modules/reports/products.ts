import { previousRange, roundDiv, type ModifierSnapshot, type ProductSalesReport } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { RestaurantDay } from '../settings/read.ts';
import * as items from './items-repository.ts';

type Figures = ProductSalesReport['totals'];
const RANKED = 5;

function totalOf(rows: readonly Omit<Figures, 'net' | 'shareBp'>[]): Figures {
  const t = { quantity: 0, gross: 0, discounts: 0, net: 0, shareBp: 10_000 };
  for (const r of rows) {
    t.quantity += r.quantity;
    t.gross += r.gross;
    t.discounts += r.discounts;
  }
  t.net = t.gross - t.discounts;
  return t;
}

/** Adds net and the share of the range's net (basis points, rounded). */
function withShare<R extends Omit<Figures, 'net' | 'shareBp'>>(rows: R[], net: number): (R & Figures)[] {
  return rows.map((r) => {
    const own = r.gross - r.discounts;
    return { ...r, net: own, shareBp: net === 0 ? 0 : roundDiv(own * 10_000, net) };
  });
}

/**
 * Product sales over business days: per product, per category and per option, the best and the
 * least sold, and the previous period's totals. Quantities and amounts come from the order lines
 * as they were sold; names are today's (a deleted product keeps its line's name).
 */
export async function productSales(
  db: Db,
  day: RestaurantDay,
  range: { from: string; to: string },
): Promise<ProductSalesReport> {
  const previous = previousRange(range.from, range.to);
  const [lines, sets, categories, before] = await Promise.all([
    items.productLines(db, { ...range, currency: day.currency }),
    items.modifierSets(db, { ...range, currency: day.currency }),
    items.categoryNames(db),
    items.productLines(db, { ...previous, currency: day.currency }),
  ]);
  const totals = totalOf(lines);
  const products = withShare(lines, totals.net).sort(
    (a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name),
  );
  const byCategory = new Map<number | null, Omit<Figures, 'net' | 'shareBp'>>();
  for (const p of products) {
    const c = byCategory.get(p.categoryId) ?? { quantity: 0, gross: 0, discounts: 0 };
    c.quantity += p.quantity;
    c.gross += p.gross;
    c.discounts += p.discounts;
    byCategory.set(p.categoryId, c);
  }
  const names = new Map(categories.map((c) => [c.id, c]));
  const categoryRows = [...byCategory].map(([categoryId, f]) => ({
    categoryId,
    name: (categoryId !== null && names.get(categoryId)?.nameEn) || '',
    nameAr: (categoryId !== null && names.get(categoryId)?.nameAr) || '',
    ...f,
  }));
  return {
    ...range,
    currency: day.currency,
    products,
    categories: withShare(categoryRows, totals.net).sort((a, b) => b.net - a.net),
    modifiers: modifierFigures(sets),
    top: products.slice(0, RANKED).map((p) => p.productId),
    bottom: products
      .slice(-RANKED)
      .reverse()
      .map((p) => p.productId),
    totals,
    previous: { ...previous, totals: totalOf(before) },
  };
}

/** Each option's count and what it added, from the distinct option sets the lines stored. */
function modifierFigures(sets: { modifiers: string; quantity: number }[]): ProductSalesReport['modifiers'] {
  const byId = new Map<number, ProductSalesReport['modifiers'][number]>();
  for (const set of sets) {
    for (const m of JSON.parse(set.modifiers) as z.infer<typeof ModifierSnapshot>[]) {
      const entry = byId.get(m.id) ?? {
        modifierId: m.id,
        name: m.nameEn,
        nameAr: m.nameAr,
        quantity: 0,
        gross: 0,
      };
      entry.quantity += set.quantity;
      entry.gross += m.price * set.quantity;
      byId.set(m.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}
