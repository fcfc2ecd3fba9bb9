import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, isOpenStatus } from './order-state.ts';

describe('order state machine', () => {
  it('moves forward and cancels only from open states', () => {
    expect(canTransition('new', 'in-progress')).toBe(true);
    expect(canTransition('in-progress', 'in-delivery')).toBe(true);
    expect(canTransition('in-delivery', 'completed')).toBe(true);
    expect(canTransition('completed', 'canceled')).toBe(false);
    expect(canTransition('canceled', 'new')).toBe(false);
    for (const s of ORDER_STATUSES) expect(canTransition(s, 'canceled')).toBe(isOpenStatus(s));
  });
});
