import { useEffect, useReducer, useRef, useState } from 'react';
import { getBoard } from '../api';
import { boardReducer, EMPTY_BOARD, boardColumns } from '../board-state';
import { chime } from '../chime';
import { readFailure, useStreamStatus, type ReadFailure } from './use-stream-status';

const REREAD_MS = 2 * 60_000;

/**
 * The order-ready board: read on load and every reconnect, followed live from `kitchen.order`,
 * cleared on time; chimes (when sound is on) as a number moves to Ready.
 */
export function useReadyBoard() {
  const [board, dispatch] = useReducer(boardReducer, EMPTY_BOARD);
  const [failed, setFailed] = useState<ReadFailure>(null);
  const { offline } = useStreamStatus(
    () =>
      void getBoard().then(
        (data) => {
          setFailed(null);
          dispatch({ type: 'load', board: data });
        },
        (e: unknown) => setFailed(readFailure(e)),
      ),
    (event) => dispatch({ type: 'event', event }),
    // A board only hears kitchen.order with orders.view; every default role with screens.view has
    // it, and this rereads the board anyway in case a custom role has not.
    REREAD_MS,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const columns = boardColumns(board, now);

  const readyIds = columns.ready.map((o) => o.orderId).join(',');
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set(readyIds ? readyIds.split(',').map(Number) : []);
    // The first read only sets what is already ready; a number that turns ready later chimes.
    if (known.current && [...ids].some((id) => !known.current?.has(id))) chime();
    if (board.loaded) known.current = ids;
  }, [readyIds, board.loaded]);

  return {
    ...columns,
    loaded: board.loaded,
    offline: offline || failed === 'failed',
    forbidden: failed === 'forbidden',
  };
}
