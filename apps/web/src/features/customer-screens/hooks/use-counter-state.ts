import type { DisplayState } from '@cashier/contracts';
import { useEffect, useReducer, useState } from 'react';
import { setStreamDisplay } from '@/lib/realtime';
import { getDisplay } from '../api';
import { counterReducer, counterView, THANKS_MS } from '../counter-state';
import { readFailure, useStreamStatus, type ReadFailure } from './use-stream-status';

/**
 * The counter display's state for its pairing code: read on load and on every reconnect, then
 * followed live from `display.updated`; and what to show now.
 */
export function useCounterState(code: string) {
  // Before the stream opens below, so it opens as this display's (the effect runs first).
  useEffect(() => {
    setStreamDisplay(code);
    return () => setStreamDisplay(null);
  }, [code]);
  const [seen, dispatch] = useReducer(counterReducer, { state: null, thanks: false });
  const [failed, setFailed] = useState<ReadFailure>(null);
  const { offline } = useStreamStatus(
    () =>
      void getDisplay(code).then(
        (state) => {
          setFailed(null);
          dispatch({ type: 'state', state });
        },
        (e: unknown) => setFailed(readFailure(e)),
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
  const view = counterView(seen);
  return {
    state,
    view,
    offline: offline || failed === 'failed',
    forbidden: failed === 'forbidden',
    paired: (state?.version ?? 0) > 0,
  };
}
