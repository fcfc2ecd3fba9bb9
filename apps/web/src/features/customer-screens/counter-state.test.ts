import type { DisplayState } from '@cashier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  counterReducer,
  counterView,
  nextChange,
  THANKS_MS,
  unseen,
  type CounterAction,
  type Seen,
} from './counter-state';

const PAID_MS = 15_000;

const state = (version: number, phase: DisplayState['phase']): DisplayState => ({
  code: 'ABCDEF',
  phase,
  lines: [],
  subtotal: 0,
  discount: 0,
  serviceCharge: 0,
  tax: 0,
  taxInclusive: true,
  total: 0,
  paid: 0,
  change: 0,
  version,
  updatedAt: null,
});

/** Each state heard one second after the one before, from t = 0. */
const run = (...states: DisplayState[]): Seen =>
  states.reduce<Seen>(
    (seen, s, i) => counterReducer(seen, { type: 'state', state: s, at: i * 1000 }),
    unseen(0),
  );

const at = (seen: Seen, t: number): Seen => counterReducer(seen, { type: 'tick', at: t });

describe('the counter display', () => {
  it('keeps the newest push when a read and an event cross', () => {
    const seen = run(state(3, 'cart'), state(2, 'idle'), state(3, 'idle'));
    expect(seen.state?.version).toBe(3);
    expect(counterView(seen, PAID_MS)).toBe('cart');
  });

  it('says thank you when a paid sale goes idle, then shows the slides', () => {
    const seen = run(state(1, 'cart'), state(2, 'paid'), state(3, 'idle'));
    expect(counterView(seen, PAID_MS)).toBe('thanks');
    expect(nextChange(seen, PAID_MS)).toBe(2000 + THANKS_MS);
    expect(counterView(at(seen, 2000 + THANKS_MS - 1), PAID_MS)).toBe('thanks');
    expect(counterView(at(seen, 2000 + THANKS_MS), PAID_MS)).toBe('slides');
    expect(nextChange(at(seen, 2000 + THANKS_MS), PAID_MS)).toBeNull();
  });

  it('moves on from a paid sale by itself when the till stays away', () => {
    const paid = run(state(1, 'cart'), state(2, 'paid'));
    const paidAt = 1000;
    expect(counterView(paid, PAID_MS)).toBe('paid');
    expect(nextChange(paid, PAID_MS)).toBe(paidAt + PAID_MS);
    expect(counterView(at(paid, paidAt + PAID_MS - 1), PAID_MS)).toBe('paid');
    const thanks = at(paid, paidAt + PAID_MS);
    expect(counterView(thanks, PAID_MS)).toBe('thanks');
    expect(nextChange(thanks, PAID_MS)).toBe(paidAt + PAID_MS + THANKS_MS);
    expect(counterView(at(paid, paidAt + PAID_MS + THANKS_MS), PAID_MS)).toBe('slides');
    // Hours later, still nothing from the till: still the slides.
    expect(counterView(at(paid, 3_600_000), PAID_MS)).toBe('slides');
  });

  it('follows the setting: a shorter time moves on sooner', () => {
    const paid = at(run(state(1, 'paid')), 2000);
    expect(counterView(paid, 15_000)).toBe('paid');
    expect(counterView(paid, 2000)).toBe('thanks');
    expect(counterView(paid, 2000 - THANKS_MS)).toBe('slides');
  });

  it('does not say thank you twice when the till moves on after the time ran out', () => {
    const late = counterReducer(at(run(state(1, 'paid')), PAID_MS + THANKS_MS + 1), {
      type: 'state',
      state: state(2, 'idle'),
      at: PAID_MS + THANKS_MS + 2,
    });
    expect(counterView(late, PAID_MS)).toBe('slides');
    // Midway through the thank-you, the idle push keeps its end where it was.
    const mid = counterReducer(at(run(state(1, 'paid')), PAID_MS + 1000), {
      type: 'state',
      state: state(2, 'idle'),
      at: PAID_MS + 1000,
    });
    expect(counterView(mid, PAID_MS)).toBe('thanks');
    expect(nextChange(mid, PAID_MS)).toBe(PAID_MS + THANKS_MS);
  });

  it('goes straight to the slides when a cart is emptied unpaid, or on a first read', () => {
    expect(counterView(run(state(1, 'cart'), state(2, 'idle')), PAID_MS)).toBe('slides');
    expect(counterView(run(state(0, 'idle')), PAID_MS)).toBe('slides');
    expect(counterView(run(), PAID_MS)).toBe('waiting');
    expect(nextChange(run(state(1, 'cart')), PAID_MS)).toBeNull();
  });

  it('leaves the thank-you for the next sale, and a new paid sale starts its own time', () => {
    expect(counterView(run(state(2, 'paid'), state(3, 'idle'), state(4, 'cart')), PAID_MS)).toBe('cart');
    const again = run(state(1, 'paid'), state(2, 'idle'), state(3, 'cart'), state(4, 'paid'));
    expect(counterView(again, PAID_MS)).toBe('paid');
    expect(nextChange(again, PAID_MS)).toBe(3000 + PAID_MS);
  });

  it('changes view only at the time nextChange names, whatever the pushes and ticks', () => {
    const phase = fc.constantFrom<DisplayState['phase']>('idle', 'cart', 'paid');
    const step = fc.record({ gap: fc.integer({ min: 0, max: 30_000 }), push: fc.option(phase) });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 12 }),
        fc.integer({ min: 1000, max: 60_000 }),
        (steps, paidMs) => {
          let seen = unseen(0);
          let version = 0;
          for (const { gap, push } of steps) {
            const t = seen.now + gap;
            const action: CounterAction = push
              ? { type: 'state', state: state(++version, push), at: t }
              : { type: 'tick', at: t };
            seen = counterReducer(seen, action);
            const view = counterView(seen, paidMs);
            const next = nextChange(seen, paidMs);
            // Just before the named time the view is the same; at it, it has changed.
            const horizon = next ?? seen.now + 10 * (paidMs + THANKS_MS);
            expect(counterView(at(seen, horizon - 1), paidMs)).toBe(view);
            if (next !== null) expect(counterView(at(seen, next), paidMs)).not.toBe(view);
            // A paid sale never stays longer than its time, with or without the till.
            if (view === 'paid') expect(seen.now - (seen.paidAt ?? 0)).toBeLessThan(paidMs);
          }
        },
      ),
    );
  });
});
