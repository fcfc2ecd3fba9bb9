import type { BoardOrder, OrderKitchenStatus } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@cashier/web-core/realtime';
import { boardColumns, boardReducer, EMPTY_BOARD, type Board } from './board-state';

const order = (orderId: number, status: BoardOrder['status'], readyAt: string | null = null): BoardOrder => ({
  orderId,
  orderNumber: orderId + 100,
  orderType: 'pos',
  status,
  readyAt,
});
const event = (
  id: number,
  o: { orderId: number; status: OrderKitchenStatus | null; readyAt?: string | null },
) => ({
  type: 'event' as const,
  event: {
    id,
    topic: 'kitchen.order',
    data: {
      orderNumber: o.orderId + 100,
      orderType: 'pos',
      readyAt: null,
      at: '2026-11-24T11:00:00Z',
      origin: null,
      ...o,
    },
  } satisfies RealtimeEvent,
});
const load = (orders: BoardOrder[], eventId: number) => ({
  type: 'load' as const,
  board: { orders, eventId, clearMinutes: 10 },
});
const numbers = (board: Board, now = Date.parse('2026-11-24T12:00:00Z')) => {
  const { preparing, ready } = boardColumns(board, now);
  return { preparing: preparing.map((o) => o.orderNumber), ready: ready.map((o) => o.orderNumber) };
};

describe('the order-ready board', () => {
  it('moves a number to Ready and off the board as the kitchen and the counter say', () => {
    let board = boardReducer(EMPTY_BOARD, load([order(1, 'preparing'), order(2, 'preparing')], 10));
    board = boardReducer(board, event(11, { orderId: 1, status: 'ready', readyAt: '2026-11-24T11:59:00Z' }));
    expect(numbers(board)).toEqual({ preparing: [102], ready: [101] });
    board = boardReducer(board, event(12, { orderId: 1, status: 'served' }));
    board = boardReducer(board, event(13, { orderId: 2, status: null }));
    expect(numbers(board)).toEqual({ preparing: [], ready: [] });
  });

  it('replays over a read the events it had not seen yet, and only those', () => {
    let board = boardReducer(EMPTY_BOARD, event(20, { orderId: 5, status: 'preparing' }));
    board = boardReducer(board, event(21, { orderId: 6, status: 'preparing' }));
    // The read saw event 20 (order 5 is already served in it) but not 21.
    board = boardReducer(board, load([], 20));
    expect(numbers(board)).toEqual({ preparing: [106], ready: [] });
  });

  it('clears a ready number after the clearing time, newest ready first', () => {
    const board = boardReducer(
      EMPTY_BOARD,
      load(
        [
          order(1, 'ready', '2026-11-24T11:40:00Z'),
          order(2, 'ready', '2026-11-24T11:55:00Z'),
          order(3, 'ready', '2026-11-24T11:58:00Z'),
        ],
        1,
      ),
    );
    expect(numbers(board).ready).toEqual([103, 102]);
  });
});
