import type { DisplayState } from '@cashier/contracts';

export type CounterView = 'waiting' | 'cart' | 'paid' | 'thanks' | 'slides';

/** How long the thank-you stays after a paid sale, before the slides. */
export const THANKS_MS = 5000;

/**
 * What the display has seen, and when (this device's clock, in ms). Times are when the display
 * heard of a state, never the server's or the till's clock, so a device whose clock is off still
 * shows each step for as long as it should.
 */
export interface Seen {
  state: DisplayState | null;
  /** When the last paid sale was heard of; kept through the idle after it, for its thank-you. */
  paidAt: number | null;
  /** When that paid sale went idle (the till moved on); null while it is still on screen. */
  leftAt: number | null;
  /** The display's clock as of its last action. */
  now: number;
}

export type CounterAction = { type: 'state'; state: DisplayState; at: number } | { type: 'tick'; at: number };

/** A display that has heard nothing yet. */
export const unseen = (now: number): Seen => ({ state: null, paidAt: null, leftAt: null, now });

/** Keeps the newest state (reads and events may cross) and when the paid sale came and went. */
export function counterReducer(seen: Seen, action: CounterAction): Seen {
  const now = Math.max(seen.now, action.at);
  const { state } = action.type === 'state' ? action : { state: null };
  if (!state || (seen.state && state.version <= seen.state.version)) return { ...seen, now };
  if (state.phase === 'paid') return { state, paidAt: now, leftAt: null, now };
  const was = seen.state?.phase;
  // A paid sale gone idle says thank you; a second idle push (an unpair) keeps it running.
  if (state.phase === 'idle' && was === 'paid') return { state, paidAt: seen.paidAt, leftAt: now, now };
  if (state.phase === 'idle' && was === 'idle') return { ...seen, state, now };
  return { state, paidAt: null, leftAt: null, now };
}

/**
 * When the thank-you begins: when the till moved on from the paid sale, or when the sale's time on
 * screen (`paidMs`) ran out, whichever came first. Null when there is no thank-you to say.
 */
function thanksFrom({ paidAt, leftAt }: Seen, paidMs: number): number | null {
  if (paidAt === null) return null;
  return Math.min(leftAt ?? Infinity, paidAt + paidMs);
}

/**
 * What the display shows now: nothing yet, the sale, the sale paid (for `paidMs` at most, however
 * long the till stays away), the thank-you, or the slides.
 */
export function counterView(seen: Seen, paidMs: number): CounterView {
  const { state, now } = seen;
  if (!state) return 'waiting';
  if (state.phase === 'cart') return 'cart';
  if (state.phase === 'paid' && seen.paidAt !== null && now < seen.paidAt + paidMs) return 'paid';
  const from = thanksFrom(seen, paidMs);
  return from !== null && now < from + THANKS_MS ? 'thanks' : 'slides';
}

/**
 * When (same clock) the view next changes by itself, with no push from the till: the paid sale's
 * time running out, or the thank-you's. Null when only a push can change it.
 */
export function nextChange(seen: Seen, paidMs: number): number | null {
  const { state, now, paidAt } = seen;
  if (!state || state.phase === 'cart' || paidAt === null) return null;
  const from = thanksFrom(seen, paidMs);
  const times = [state.phase === 'paid' ? paidAt + paidMs : null, from === null ? null : from + THANKS_MS];
  const next = times.filter((t): t is number => t !== null && t > now);
  return next.length ? Math.min(...next) : null;
}
