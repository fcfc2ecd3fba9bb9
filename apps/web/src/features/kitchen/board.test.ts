import type { KitchenItem, KitchenTicket } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { alertFor, allDay, applyTicket, emptyBoard, loadBoard, openTickets, RECALL_SIZE } from './board';

const item = (over: Partial<KitchenItem> = {}): KitchenItem => ({
  id: 1,
  lineId: 1,
  productId: 7,
  nameEn: 'Hummus',
  nameAr: 'حمص',
  modifiers: [],
  note: null,
  seat: null,
  course: null,
  quantity: 2,
  voided: 0,
  state: 'fired',
  prepMinutes: null,
  doneAt: null,
  ...over,
});
const ticket = (id: number, version = 1, over: Partial<KitchenTicket> = {}): KitchenTicket => ({
  id,
  orderId: id,
  orderNumber: id,
  orderType: 'pos',
  tableName: null,
  waiterName: null,
  note: null,
  stationId: 1,
  kind: 'fire',
  firedAt: '2026-01-01T10:00:00.000Z',
  startedAt: null,
  bumpedAt: null,
  version,
  items: [item({ id: id * 10 })],
  ...over,
});
const read = (tickets: KitchenTicket[], recent: KitchenTicket[], eventId: number) => ({
  tickets,
  recent,
  eventId,
});

describe('the kitchen board', () => {
  it('keeps the newest version of a ticket, whatever order the events come in', () => {
    let board = applyTicket(emptyBoard, ticket(1, 2), 5).board;
    const stale = applyTicket(board, ticket(1, 1), 4);
    expect(stale.applied).toBe('stale');
    expect(stale.board).toBe(board);
    const repeat = applyTicket(board, ticket(1, 2), 5);
    expect(repeat.applied).toBe('stale');
    board = applyTicket(board, ticket(1, 3, { bumpedAt: '2026-01-01T10:05:00.000Z' }), 6).board;
    expect(openTickets(board)).toEqual([]);
    expect(board.recent.map((k) => k.id)).toEqual([1]);
  });

  it('after a read holds exactly the server, plus what the stream brought after the read', () => {
    let board = applyTicket(emptyBoard, ticket(1), 3).board;
    board = applyTicket(board, ticket(2), 4).board;
    // Ticket 1 was bumped while the screen was away; ticket 3 came on the stream after the read.
    board = applyTicket(board, ticket(3), 12).board;
    board = loadBoard(board, read([ticket(2, 2)], [ticket(1, 2, { bumpedAt: '2026-01-01T10:01:00Z' })], 10));
    expect(openTickets(board).map((k) => [k.id, k.version])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    expect(board.recent.map((k) => k.id)).toEqual([1]);
    // A ticket held from before the read and absent from it is gone.
    board = loadBoard(board, read([], [], 20));
    expect(openTickets(board)).toEqual([]);
  });

  it('dates an action’s answer by its event, so a later read that lacks it lets it go', () => {
    let board = applyTicket(emptyBoard, ticket(1, 2), Number.MAX_SAFE_INTEGER).board;
    const dated = applyTicket(board, ticket(1, 2), 7);
    expect(dated.applied).toBe('stale');
    board = loadBoard(dated.board, read([], [], 9));
    expect(openTickets(board)).toEqual([]);
    // Undated, the answer outlives a read taken before it.
    board = applyTicket(emptyBoard, ticket(1, 2), Number.MAX_SAFE_INTEGER).board;
    expect(openTickets(loadBoard(board, read([], [], 9))).map((k) => k.id)).toEqual([1]);
  });

  it('keeps only the last bumped tickets for recall', () => {
    let board = emptyBoard;
    for (let i = 1; i <= RECALL_SIZE + 5; i++) {
      const at = `2026-01-01T10:${String(i).padStart(2, '0')}:00.000Z`;
      board = applyTicket(board, ticket(i, 2, { bumpedAt: at }), i).board;
    }
    const recent = board.recent;
    expect(recent).toHaveLength(RECALL_SIZE);
    expect(recent[0]!.id).toBe(RECALL_SIZE + 5);
    expect(board.entries.size).toBe(RECALL_SIZE);
  });

  it('keeps the same recall list until a bumped ticket changes, and updates it on a bump or a recall', () => {
    const bumped = { bumpedAt: '2026-01-01T10:05:00.000Z' };
    let board = applyTicket(emptyBoard, ticket(1, 2, bumped), 1).board;
    const recall = board.recent;
    board = applyTicket(board, ticket(2), 2).board;
    board = applyTicket(board, ticket(2, 2, { startedAt: '2026-01-01T10:06:00.000Z' }), 3).board;
    expect(board.recent).toBe(recall);
    board = applyTicket(board, ticket(2, 3, { bumpedAt: '2026-01-01T10:07:00.000Z' }), 4).board;
    expect(board.recent.map((k) => k.id)).toEqual([2, 1]);
    board = applyTicket(board, ticket(1, 3), 5).board;
    expect(board.recent.map((k) => k.id)).toEqual([2]);
    expect(openTickets(board).map((k) => k.id)).toEqual([1]);
  });

  it('counts each dish still to cook across tickets, less what was voided or is done', () => {
    const counts = allDay([
      ticket(1, 1, { items: [item({ id: 1, quantity: 3, voided: 1 }), item({ id: 2, state: 'ready' })] }),
      ticket(2, 1, {
        items: [item({ id: 3, quantity: 1 }), item({ id: 4, productId: 8, nameEn: 'Tawook' })],
      }),
      ticket(3, 1, { kind: 'void', items: [item({ id: 5, state: 'void' })] }),
    ]);
    expect(counts.map((c) => [c.nameEn, c.count])).toEqual([
      ['Hummus', 3],
      ['Tawook', 2],
    ]);
  });
});

describe('kitchen alerts', () => {
  it('sound for a first send, for an addition, void or cancel, and for dishes voided; not for taps', () => {
    const fire = ticket(1);
    expect(alertFor(fire, 'new', null)).toBe('new');
    expect(alertFor(ticket(2, 1, { kind: 'void' }), 'new', null)).toBe('changed');
    const done = ticket(1, 2, { items: [item({ id: 10, state: 'ready' })] });
    expect(alertFor(done, 'changed', fire)).toBeNull();
    const voided = ticket(1, 3, { items: [item({ id: 10, voided: 1 })] });
    expect(alertFor(voided, 'changed', done)).toBe('changed');
    expect(alertFor(ticket(1, 4, { bumpedAt: '2026-01-01T10:09:00Z' }), 'changed', voided)).toBeNull();
  });
});
