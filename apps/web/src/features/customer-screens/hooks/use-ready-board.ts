import type { BoardOrder, BoardResponse } from '@cashier/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { RealtimeEvent } from '@/lib/realtime';
import { getBoard } from '../api';
import { chime } from '../chime';
import { useStreamStatus } from './use-stream-status';

interface Board {
  orders: BoardOrder[];
  clearMinutes: number;
  loaded: boolean;
  /** The last events, replayed over a read that was under way when they came. */
  recent: RealtimeEvent[];
}

type Action = { type: 'load'; board: BoardResponse } | { type: 'event'; event: RealtimeEvent };

const KEEP_EVENTS = 100;

/** An order's status at the pass: preparing and ready stay on the board; served or canceled leave. */
function apply(orders: BoardOrder[], event: RealtimeEvent): BoardOrder[] {
  const d = event.data as Partial<BoardOrder> & { status?: string | null };
  if (typeof d.orderId !== 'number') return orders;
  const others = orders.filter((o) => o.orderId !== d.orderId);
  if ((d.status !== 'preparing' && d.status !== 'ready') || typeof d.orderNumber !== 'number') return others;
  const order: BoardOrder = {
    orderId: d.orderId,
    orderNumber: d.orderNumber,
    orderType: d.orderType ?? 'pos',
    status: d.status,
    readyAt: d.readyAt ?? null,
  };
  return [...others, order];
}

function reduce(board: Board, action: Action): Board {
  if (action.type === 'load') {
    const later = board.recent.filter((e) => e.id > action.board.eventId);
    return {
      orders: later.reduce(apply, action.board.orders),
      clearMinutes: action.board.clearMinutes,
      loaded: true,
      recent: later,
    };
  }
  if (action.event.topic !== 'kitchen.order') return board;
  return {
    ...board,
    orders: apply(board.orders, action.event),
    recent: [...board.recent, action.event].slice(-KEEP_EVENTS),
  };
}

/** Ready orders past the board's clearing time leave it, as the server's own read leaves them out. */
function visible(orders: BoardOrder[], clearMinutes: number, now: number) {
  const fresh = orders.filter(
    (o) => o.status !== 'ready' || !o.readyAt || now - Date.parse(o.readyAt) <= clearMinutes * 60_000,
  );
  return {
    preparing: fresh.filter((o) => o.status === 'preparing').sort((a, b) => a.orderNumber - b.orderNumber),
    // The newest ready first, where the eye lands.
    ready: fresh
      .filter((o) => o.status === 'ready')
      .sort((a, b) => (b.readyAt ?? '').localeCompare(a.readyAt ?? '') || b.orderNumber - a.orderNumber),
  };
}

/**
 * The order-ready board: read on load and every reconnect, followed live from `kitchen.order`,
 * cleared on time; chimes (when sound is on) as a number moves to Ready.
 */
export function useReadyBoard() {
  const [board, dispatch] = useReducer(reduce, { orders: [], clearMinutes: 10, loaded: false, recent: [] });
  const [failed, setFailed] = useState(false);
  const { offline } = useStreamStatus(
    () =>
      void getBoard().then(
        (data) => {
          setFailed(false);
          dispatch({ type: 'load', board: data });
        },
        () => setFailed(true),
      ),
    (event) => dispatch({ type: 'event', event }),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const columns = visible(board.orders, board.clearMinutes, now);

  const readyIds = columns.ready.map((o) => o.orderId).join(',');
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set(readyIds ? readyIds.split(',').map(Number) : []);
    // The first read only sets what is already ready; a number that turns ready later chimes.
    if (known.current && [...ids].some((id) => !known.current?.has(id))) chime();
    if (board.loaded) known.current = ids;
  }, [readyIds, board.loaded]);

  return { ...columns, loaded: board.loaded, offline: offline || failed };
}
