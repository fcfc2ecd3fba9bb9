import type { BoardOrder, BoardResponse } from '@cashier/contracts';
import type { RealtimeEvent, RealtimeEventOf } from '@cashier/web-core/realtime';

/** The order-ready board's state: what the server read said, kept up to date by `kitchen.order`. */
export interface Board {
  orders: BoardOrder[];
  clearMinutes: number;
  loaded: boolean;
  /** The last events, replayed over a read that was under way when they came. */
  recent: RealtimeEventOf<'kitchen.order'>[];
}

type Action = { type: 'load'; board: BoardResponse } | { type: 'event'; event: RealtimeEvent };

const KEEP_EVENTS = 100;

/** An order's status at the pass: preparing and ready stay on the board; served or canceled leave. */
function apply(orders: BoardOrder[], { data: d }: RealtimeEventOf<'kitchen.order'>): BoardOrder[] {
  const others = orders.filter((o) => o.orderId !== d.orderId);
  if ((d.status !== 'preparing' && d.status !== 'ready') || d.orderNumber === undefined) return others;
  const order: BoardOrder = {
    orderId: d.orderId,
    orderNumber: d.orderNumber,
    orderType: d.orderType ?? 'pos',
    status: d.status,
    readyAt: d.readyAt ?? null,
  };
  return [...others, order];
}

/** A read replaces the board (then the events it had not seen yet replay); an event changes one order. */
export function boardReducer(board: Board, action: Action): Board {
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

/** The two columns at `now`: ready orders past the clearing time leave, as the server's read leaves them out. */
export function boardColumns({ orders, clearMinutes }: Board, now: number) {
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

export const EMPTY_BOARD: Board = { orders: [], clearMinutes: 10, loaded: false, recent: [] };
