import { useEffect, useReducer, useState } from 'react';
import { setStreamDisplay } from '@cashier/web-core/realtime';
import { useAppSettings } from '@cashier/web-core/settings';
import { getDisplay } from '../api';
import { counterReducer, counterView, nextChange, unseen } from '../counter-state';
import { readFailure, useStreamStatus, type ReadFailure } from './use-stream-status';

/**
 * The counter display's state for its pairing code: read on load and on every reconnect, then
 * followed live from `display.updated`; and what to show now. A paid sale moves on to the
 * thank-you and the slides by itself after display_paid_seconds, whether or not the till does.
 */
export function useCounterState(code: string) {
  // Before the stream opens below, so it opens as this display's (the effect runs first).
  useEffect(() => {
    setStreamDisplay(code);
    return () => setStreamDisplay(null);
  }, [code]);
  const paidMs = useAppSettings().parsed.displayPaidSeconds * 1000;
  const [seen, dispatch] = useReducer(counterReducer, 0, unseen);
  const [failed, setFailed] = useState<ReadFailure>(null);
  const { offline } = useStreamStatus(
    () =>
      void getDisplay(code).then(
        (state) => {
          setFailed(null);
          dispatch({ type: 'state', state, at: Date.now() });
        },
        (e: unknown) => setFailed(readFailure(e)),
      ),
    (event) => {
      if (event.topic === 'display.updated' && event.data.code === code) {
        dispatch({ type: 'state', state: event.data, at: Date.now() });
      }
    },
  );
  // The clock moves only when the view would change by itself: one timer, never a ticking one.
  const due = nextChange(seen, paidMs);
  useEffect(() => {
    if (due === null) return;
    // At `due` at the earliest, so a timer that fires a hair early still moves the view on.
    const tick = () => dispatch({ type: 'tick', at: Math.max(Date.now(), due) });
    const timer = setTimeout(tick, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due]);

  const { state } = seen;
  return {
    state,
    view: counterView(seen, paidMs),
    offline: offline || failed === 'failed',
    forbidden: failed === 'forbidden',
    paired: (state?.version ?? 0) > 0,
  };
}
