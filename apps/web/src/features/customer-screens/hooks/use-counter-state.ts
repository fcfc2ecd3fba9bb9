import { useEffect, useReducer, useState } from 'react';
import { setStreamDisplay } from '@/lib/realtime';
import { useAppSettings } from '@/lib/settings';
import { getDisplay } from '../api';
import { counterReducer, counterView, nextChange, PAID_SECONDS_DEFAULT, unseen } from '../counter-state';
import { readFailure, useStreamStatus, type ReadFailure } from './use-stream-status';

/** display_paid_seconds as milliseconds; the default when it is unset or unreadable. */
function paidMsOf(value: string | undefined): number {
  const seconds = Number(value);
  return (Number.isInteger(seconds) && seconds > 0 ? seconds : PAID_SECONDS_DEFAULT) * 1000;
}

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
  const paidMs = paidMsOf(useAppSettings().values.display_paid_seconds);
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
