import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@cashier/web-core/api-client';
import { subscribeToEvents, subscribeToStatus, type RealtimeEvent } from '@cashier/web-core/realtime';

/** Why a screen's read failed: its user may not see the screens, or the server was not reached. */
export type ReadFailure = 'forbidden' | 'failed' | null;

export const readFailure = (e: unknown): ReadFailure =>
  isApiError(e) && e.status === 403 ? 'forbidden' : 'failed';

/** A moment to connect before the screen says it is offline. */
const GRACE_MS = 3000;

/**
 * Listens to the events stream for a screen that must equal the server: `reload` runs at once, on
 * every reconnect (nothing committed after it can be missed then) and, with `everyMs`, now and then
 * as a safety net; `onEvent` on each event. `offline` is true while the stream is down (after a
 * short grace at start).
 */
export function useStreamStatus(
  reload: () => void,
  onEvent: (event: RealtimeEvent) => void,
  everyMs?: number,
) {
  const [online, setOnline] = useState(true);
  const handlers = useRef({ reload, onEvent });
  useEffect(() => {
    handlers.current = { reload, onEvent };
  });
  useEffect(() => {
    let ready = false;
    let last = false;
    const grace = setTimeout(() => {
      ready = true;
      if (!last) setOnline(false);
    }, GRACE_MS);
    const stopEvents = subscribeToEvents((e) => handlers.current.onEvent(e));
    const stopStatus = subscribeToStatus((now) => {
      if (now && !last) handlers.current.reload();
      last = now;
      if (now || ready) setOnline(now);
    });
    // Connected already (another screen opened the stream), it reloaded above; if not, read now.
    if (!last) handlers.current.reload();
    const timer = everyMs ? setInterval(() => handlers.current.reload(), everyMs) : undefined;
    return () => {
      clearTimeout(grace);
      clearInterval(timer);
      stopStatus();
      stopEvents();
    };
  }, [everyMs]);
  return { offline: !online };
}
