import type { DisplayState } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { counterReducer, counterView, type Seen } from './counter-state';

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

const run = (...states: DisplayState[]): Seen =>
  states.reduce<Seen>((seen, s) => counterReducer(seen, { type: 'state', state: s }), {
    state: null,
    thanks: false,
  });

describe('the counter display', () => {
  it('keeps the newest push when a read and an event cross', () => {
    const seen = run(state(3, 'cart'), state(2, 'idle'), state(3, 'idle'));
    expect(seen.state?.version).toBe(3);
    expect(counterView(seen)).toBe('cart');
  });

  it('says thank you when a paid sale goes idle, then shows the slides', () => {
    const seen = run(state(1, 'cart'), state(2, 'paid'), state(3, 'idle'));
    expect(counterView(seen)).toBe('thanks');
    expect(counterView(counterReducer(seen, { type: 'thanksOver' }))).toBe('slides');
  });

  it('goes straight to the slides when a cart is emptied unpaid, or on a first read', () => {
    expect(counterView(run(state(1, 'cart'), state(2, 'idle')))).toBe('slides');
    expect(counterView(run(state(0, 'idle')))).toBe('slides');
    expect(counterView(run())).toBe('waiting');
  });

  it('leaves the thank-you for the next sale', () => {
    expect(counterView(run(state(2, 'paid'), state(3, 'idle'), state(4, 'cart')))).toBe('cart');
  });
});
