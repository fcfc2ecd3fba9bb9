/**
 * What a change to an order means for the kitchen, worked out from what the order asks for now
 * and what was already sent, so every path that changes an order (a create, an update, a course
 * fired, a cancel, a split, a merge) goes through the same comparison and nothing is sent twice.
 */

import type { WantedLine } from '../../lib/domain-events.ts';

export type { WantedLine };

/** An item already sent and not wholly voided. */
export interface LiveItem {
  id: number;
  lineId: number | null;
  signature: string;
  stationId: number | null;
  quantity: number;
  voided: number;
}

export interface KitchenPlan<I extends LiveItem = LiveItem> {
  /** Quantities to send (a new ticket, or an addition). */
  add: { line: WantedLine; quantity: number }[];
  /** Quantities of sent items to void. */
  void: { item: I; quantity: number }[];
}

/**
 * A line's kitchen identity: a change to its item, options, note, seat or course after it was
 * sent is a void of what was sent and an addition of what is wanted now.
 */
export function signatureOf(
  line: Pick<WantedLine, 'productId' | 'modifiers' | 'note' | 'seat' | 'course'>,
): string {
  const options = line.modifiers.map((m) => m.id).sort((a, b) => a - b);
  return JSON.stringify([line.productId, options, line.note ?? '', line.seat, line.course]);
}

/** How many of an item are still wanted: sent, less what was voided. */
export const live = (item: Pick<LiveItem, 'quantity' | 'voided'>) => item.quantity - item.voided;

/**
 * Compares the lines with the live items. Per line, the items sent with its present signature
 * count toward it; more wanted is added, fewer is voided from the newest item back. Items of a
 * line whose signature changed, or of a line gone from the order, are voided whole.
 * @example planKitchen([{ id: 1, quantity: 2, ... }], []) // { add: [{ line, quantity: 2 }], void: [] }
 */
export function planKitchen<I extends LiveItem>(
  lines: readonly WantedLine[],
  items: readonly I[],
): KitchenPlan<I> {
  const plan: KitchenPlan<I> = { add: [], void: [] };
  const byLine = new Map<number | null, I[]>();
  for (const item of items) {
    if (live(item) <= 0) continue;
    const list = byLine.get(item.lineId);
    if (list) list.push(item);
    else byLine.set(item.lineId, [item]);
  }
  for (const line of lines) {
    const sent = byLine.get(line.id) ?? [];
    byLine.delete(line.id);
    const signature = signatureOf(line);
    const same = sent.filter((i) => i.signature === signature).sort((a, b) => b.id - a.id);
    for (const item of sent) if (item.signature !== signature) plan.void.push({ item, quantity: live(item) });
    const have = same.reduce((s, i) => s + live(i), 0);
    if (line.quantity > have) plan.add.push({ line, quantity: line.quantity - have });
    let excess = have - line.quantity;
    for (const item of same) {
      if (excess <= 0) break;
      const q = Math.min(excess, live(item));
      plan.void.push({ item, quantity: q });
      excess -= q;
    }
  }
  for (const gone of byLine.values()) for (const item of gone) plan.void.push({ item, quantity: live(item) });
  return plan;
}
