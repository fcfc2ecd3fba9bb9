import type { DisplayState } from '@cashier/contracts';

export type CounterView = 'waiting' | 'cart' | 'paid' | 'thanks' | 'slides';

/** How long the thank-you stays after a paid sale, before the slides. */
export const THANKS_MS = 5000;

export interface Seen {
  state: DisplayState | null;
  /** A paid sale just went idle: the thank-you shows until `thanksOver`. */
  thanks: boolean;
}

export type CounterAction = { type: 'state'; state: DisplayState } | { type: 'thanksOver' };

/** Keeps the newest state (reads and events may cross); a paid sale gone idle starts the thank-you. */
export function counterReducer(seen: Seen, action: CounterAction): Seen {
  if (action.type === 'thanksOver') return { ...seen, thanks: false };
  const { state } = action;
  if (seen.state && state.version <= seen.state.version) return seen;
  const thanks = seen.state?.phase === 'paid' && state.phase === 'idle';
  return { state, thanks: thanks || (state.phase === 'idle' && seen.thanks) };
}

/** What the display shows for what it has seen: nothing yet, the sale, the thank-you or the slides. */
export function counterView({ state, thanks }: Seen): CounterView {
  if (!state) return 'waiting';
  if (state.phase === 'cart') return 'cart';
  if (state.phase === 'paid') return 'paid';
  return thanks ? 'thanks' : 'slides';
}
