import type { DisplayState } from '@cashier/contracts';
import { useEffect, useReducer, useState } from 'react';
import { getDisplay } from '../api';
import { useStreamStatus } from './use-stream-status';

/** How long the thank-you stays after a paid sale, before the slides. */
export const THANKS_MS = 5000;

export type CounterView = 'waiting' | 'cart' | 'paid' | 'thanks' | 'slides';

interface Seen {
  state: DisplayState | null;
  /** A paid sale just went idle: the thank-you shows until `thanksOver`. */
  thanks: boolean;
}

type Action = { type: 'state'; state: DisplayState } | { type: 'thanksOver' };

/** Keeps the newest state (reads and events may cross); a paid sale gone idle starts the thank-you. */
function merge(seen: Seen, action: Action): Seen {
  if (action.type === 'thanksOver') return { ...seen, thanks: false };
  const { state } = action;
  if (seen.state && state.version <= seen.state.version) return seen;
  const thanks = seen.state?.phase === 'paid' && state.phase === 'idle';
  return { state, thanks: thanks || (state.phase === 'idle' && seen.thanks) };
}

/**
 * The counter display's state for its pairing code: read on load and on every reconnect, then
 * followed live from `display.updated`; and what to show now.
 */
export function useCounterState(code: string) {
  const [seen, dispatch] = useReducer(merge, { state: null, thanks: false });
  const [failed, setFailed] = useState(false);
  const { offline } = useStreamStatus(
    () =>
      void getDisplay(code).then(
        (state) => {
          setFailed(false);
          dispatch({ type: 'state', state });
        },
        () => setFailed(true),
      ),
    (event) => {
      if (event.topic === 'display.updated' && event.data.code === code) {
        dispatch({ type: 'state', state: event.data as unknown as DisplayState });
      }
    },
  );
  useEffect(() => {
    if (!seen.thanks) return;
    const timer = setTimeout(() => dispatch({ type: 'thanksOver' }), THANKS_MS);
    return () => clearTimeout(timer);
  }, [seen.thanks, seen.state?.version]);

  const { state } = seen;
  let view: CounterView = 'waiting';
  if (state?.phase === 'cart') view = 'cart';
  else if (state?.phase === 'paid') view = 'paid';
  else if (state && seen.thanks) view = 'thanks';
  else if (state) view = 'slides';
  return { state, view, offline: offline || failed, paired: (state?.version ?? 0) > 0 };
}
