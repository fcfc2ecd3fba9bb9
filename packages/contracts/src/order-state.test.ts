import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canChangeStatus,
  canTransition,
  isOpenStatus,
  reachesKitchen,
  type OrderStatus,
} from './order-state.ts';

describe('order state machine', () => {
  it('moves forward and cancels only from open states', () => {
    expect(canTransition('new', 'in-progress')).toBe(true);
    expect(canTransition('in-progress', 'in-delivery')).toBe(true);
    expect(canTransition('in-delivery', 'completed')).toBe(true);
    expect(canTransition('completed', 'canceled')).toBe(false);
    expect(canTransition('canceled', 'new')).toBe(false);
    // An order waiting for acceptance is rejected, not cancelled.
    for (const s of ORDER_STATUSES)
      expect(canTransition(s, 'canceled')).toBe(isOpenStatus(s) && s !== 'waiting');
  });

  it('leaves waiting only by accepting (to new) or rejecting, and rejected is final', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition('waiting', s))).toEqual(['new', 'rejected']);
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'waiting'))).toEqual([]);
    expect(isOpenStatus('rejected')).toBe(false);
    expect(reachesKitchen('waiting')).toBe(false);
    expect(reachesKitchen('rejected')).toBe(false);
  });

  it('never reaches the kitchen from waiting or rejected except through accept', () => {
    // A step is what the server allows: an update's status change (never an acceptance move,
    // see orders/status.ts), an accept or a reject (orders/accept.ts).
    const step = fc.oneof(
      fc.record({ kind: fc.constant('update' as const), to: fc.constantFrom(...ORDER_STATUSES) }),
      fc.constant({ kind: 'accept' as const }),
      fc.constant({ kind: 'reject' as const }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>('waiting', 'rejected'),
        fc.array(step, { maxLength: 12 }),
        (start, steps) => {
          let status = start;
          for (const s of steps) {
            const to: OrderStatus = s.kind === 'update' ? s.to : s.kind === 'accept' ? 'new' : 'rejected';
            const allowed =
              s.kind === 'update'
                ? canChangeStatus(status, to)
                : status === 'waiting' && canTransition(status, to);
            if (!allowed) continue;
            if (!reachesKitchen(status) && reachesKitchen(to)) {
              expect(s.kind).toBe('accept');
              expect(status).toBe('waiting');
            }
            status = to;
          }
          if (start === 'rejected') expect(status).toBe('rejected');
        },
      ),
    );
  });
});
