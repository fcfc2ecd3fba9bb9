import type { ItemState, LineKitchenState, OrderKitchenStatus } from '@cashier/contracts';

const RANK: Record<Exclude<ItemState, 'void'>, number> = { fired: 0, preparing: 1, ready: 2, served: 3 };

/**
 * An order at the pass, from the states of its sent items: preparing while any is being made,
 * ready once all are ready (or served), served once all are; null when nothing was sent.
 * @example orderStatus(['ready', 'served']) // 'ready'
 */
export function orderStatus(states: readonly ItemState[]): OrderKitchenStatus | null {
  const live = states.filter((s) => s !== 'void');
  if (live.length === 0) return null;
  if (live.some((s) => s === 'fired' || s === 'preparing')) return 'preparing';
  if (live.some((s) => s === 'ready')) return 'ready';
  return 'served';
}

/**
 * A line, from the states of the items it was sent as: as far as the least advanced of them;
 * waiting when none was sent (held at the till, or a parked order).
 * @example lineState(['ready', 'fired']) // 'fired'
 */
export function lineState(states: readonly ItemState[]): LineKitchenState {
  let least: Exclude<ItemState, 'void'> | null = null;
  for (const s of states) {
    if (s === 'void') continue;
    if (least === null || RANK[s] < RANK[least]) least = s;
  }
  return least ?? 'waiting';
}
