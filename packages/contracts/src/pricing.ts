import { roundDiv, taxOf } from './money.ts';

export interface PricedLineInput {
  unitPrice: number;
  modifiersTotal: number;
  quantity: number;
}

export type Discount = { type: 'amount'; value: number } | { type: 'percent'; value: number } | null;

export interface PricingRules {
  taxRateBp: number;
  taxInclusive: boolean;
  serviceChargeBp: number;
}

export interface Totals {
  /** Σ line totals as priced (tax included when prices are tax-inclusive). */
  subtotal: number;
  discountTotal: number;
  serviceCharge: number;
  taxTotal: number;
  total: number;
}

/**
 * The largest subtotal or total one order may have, in minor units: 10^11 (a billion riyals, a
 * hundred million dinars). An order, a merge or a change that would pass it is refused (422).
 *
 * Why this much and no more: priceOrder multiplies by basis points (at most 10,000 for a discount,
 * the service charge and the tax rate). With subtotal ≤ 10^11, subtotal × discount bp ≤ 10^15,
 * (subtotal − discount) × service bp ≤ 10^15, and (subtotal − discount + service, ≤ 2 × 10^11) ×
 * tax bp ≤ 2 × 10^15: every intermediate stays below 2^53 (≈ 9 × 10^15), where a double counts
 * every integer exactly. The total (≤ 4 × 10^11 before the check) fits the stored bigint and the
 * answers' Money (≤ 10^12), so a refused order is the only way past it.
 */
export const MAX_ORDER_TOTAL = 100_000_000_000;

/** One line's total: (unit price + modifiers) × quantity, exact in minor units. */
export function lineTotal(line: PricedLineInput): number {
  return (line.unitPrice + line.modifiersTotal) * line.quantity;
}

/**
 * Prices an order from its lines, once, in this order:
 * 1. subtotal = Σ lines (exact integers, nothing rounded);
 * 2. discount: an amount (capped at the subtotal) or a percentage in basis points of the subtotal,
 *    rounded once;
 * 3. service charge: basis points of (subtotal − discount), rounded once;
 * 4. tax on (subtotal − discount + service) at the restaurant's rate, rounded once for the whole
 *    order ("round globally", never per line): contained in it when prices include tax, added to
 *    it otherwise.
 * So total = subtotal − discount + service (+ tax when exclusive), to the minor unit.
 * @example priceOrder([{ unitPrice: 1000, modifiersTotal: 0, quantity: 2 }], null, { taxRateBp: 1500, taxInclusive: false, serviceChargeBp: 0 }).total // 2300
 */
export function priceOrder(
  lines: readonly PricedLineInput[],
  discount: Discount,
  rules: PricingRules,
): Totals {
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  let discountTotal = 0;
  if (discount?.type === 'amount') discountTotal = Math.min(discount.value, subtotal);
  if (discount?.type === 'percent')
    discountTotal = roundDiv(subtotal * Math.min(discount.value, 10_000), 10_000);
  const afterDiscount = subtotal - discountTotal;
  const serviceCharge = roundDiv(afterDiscount * rules.serviceChargeBp, 10_000);
  const base = afterDiscount + serviceCharge;
  const taxTotal = taxOf(base, rules.taxRateBp, rules.taxInclusive);
  const total = rules.taxInclusive ? base : base + taxTotal;
  return { subtotal, discountTotal, serviceCharge, taxTotal, total };
}

/**
 * A discount's share of the subtotal in basis points, what the approval limit is compared with: a
 * percentage as given; an amount as the part of the subtotal it takes, rounded up (so a share
 * at or below a limit never hides a discount above it).
 * @example discountShareBp({ type: 'amount', value: 500 }, { subtotal: 1000, discountTotal: 500 }) // 5000
 */
export function discountShareBp(
  discount: Discount,
  totals: Pick<Totals, 'subtotal' | 'discountTotal'>,
): number {
  if (!discount || totals.discountTotal === 0 || totals.subtotal === 0) return 0;
  if (discount.type === 'percent') return Math.min(discount.value, 10_000);
  return Math.ceil((totals.discountTotal * 10_000) / totals.subtotal);
}
