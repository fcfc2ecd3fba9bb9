import type { KitchenResponse, KitchenTicket } from '@cashier/contracts';

/** A ticket as the screen holds it, with the stream event that brought it (0: a read of the server). */
interface Entry {
  ticket: KitchenTicket;
  eventId: number;
}

/** What a kitchen screen holds: every open ticket and the recently bumped ones, by id. */
export interface Board {
  entries: ReadonlyMap<number, Entry>;
  /** The newest event id the last read of the server had seen. */
  readAt: number;
  /**
   * The last bumped tickets, newest first: the same list (the same array) until a bumped ticket
   * changes, so the recall panel is not repainted by every ticket.
   */
  recent: readonly KitchenTicket[];
}

/** How many bumped tickets the screen offers to recall (the server answers as many). */
export const RECALL_SIZE = 20;

export const emptyBoard: Board = { entries: new Map(), readAt: 0, recent: [] };

/** What applying a ticket did: nothing (stale), a ticket never seen, or a change to a held one. */
export type Applied = 'stale' | 'new' | 'changed';

/**
 * A ticket from the stream (or an action's answer): kept only when newer than the one held, so a
 * late or repeated event never brings back an older state. Bumped tickets beyond the recall list
 * are let go.
 * @example applyTicket(board, ticket, 42) // { board, applied: 'new' }
 */
export function applyTicket(
  board: Board,
  ticket: KitchenTicket,
  eventId: number,
): { board: Board; applied: Applied; previous: KitchenTicket | null } {
  const held = board.entries.get(ticket.id);
  const previous = held?.ticket ?? null;
  if (held && held.ticket.version >= ticket.version) {
    // An action's answer held before its own event: the event dates it, for the next read.
    if (held.ticket.version !== ticket.version || held.eventId <= eventId) {
      return { board, applied: 'stale', previous };
    }
    const entries = new Map(board.entries);
    entries.set(ticket.id, { ticket: held.ticket, eventId });
    return { board: { ...board, entries }, applied: 'stale', previous };
  }
  const entries = new Map(board.entries);
  entries.set(ticket.id, { ticket, eventId });
  const recent = ticket.bumpedAt || previous?.bumpedAt ? recentOf(entries) : board.recent;
  return { board: { ...board, entries, recent }, applied: held ? 'changed' : 'new', previous };
}

const voidedOf = (ticket: KitchenTicket) => ticket.items.reduce((sum, i) => sum + i.voided, 0);

/**
 * Which alert a ticket from the stream deserves: a first send is news, an addition, a void or a
 * cancel (or dishes voided off a ticket on screen) is a change; a cook's own taps are neither.
 */
export function alertFor(
  ticket: KitchenTicket,
  applied: Applied,
  previous: KitchenTicket | null,
): 'new' | 'changed' | null {
  if (ticket.bumpedAt || applied === 'stale') return null;
  if (applied === 'new') return ticket.kind === 'fire' ? 'new' : 'changed';
  return previous && voidedOf(ticket) > voidedOf(previous) ? 'changed' : null;
}

/**
 * A fresh read of the server replaces what the screen holds, except what the stream brought after
 * the read (a newer event, a newer version), so the screen equals the server with nothing missing,
 * doubled or stale.
 */
export function loadBoard(board: Board, read: KitchenResponse): Board {
  const entries = new Map<number, Entry>();
  for (const ticket of [...read.tickets, ...read.recent]) entries.set(ticket.id, { ticket, eventId: 0 });
  for (const [id, held] of board.entries) {
    if (held.eventId <= read.eventId) continue;
    const fresh = entries.get(id);
    if (!fresh || fresh.ticket.version < held.ticket.version) entries.set(id, held);
  }
  return { entries, readAt: read.eventId, recent: recentOf(entries) };
}

/** The last bumped tickets, newest first; the older ones are let go from `entries`. */
function recentOf(entries: Map<number, Entry>): KitchenTicket[] {
  const bumped: KitchenTicket[] = [];
  for (const { ticket } of entries.values()) if (ticket.bumpedAt) bumped.push(ticket);
  byBumped(bumped);
  for (const gone of bumped.splice(RECALL_SIZE)) entries.delete(gone.id);
  return bumped;
}

function byBumped(tickets: KitchenTicket[]): KitchenTicket[] {
  return tickets.sort((a, b) => (b.bumpedAt ?? '').localeCompare(a.bumpedAt ?? '') || b.id - a.id);
}

/** The tickets on screen, oldest first. */
export function openTickets(board: Board): KitchenTicket[] {
  const open: KitchenTicket[] = [];
  for (const { ticket } of board.entries.values()) if (!ticket.bumpedAt) open.push(ticket);
  return open.sort((a, b) => a.id - b.id);
}

/** How many of an item are still to cook: sent, less what was voided (none once it is done). */
export function toCook(item: KitchenTicket['items'][number]): number {
  if (item.state !== 'fired' && item.state !== 'preparing') return 0;
  return Math.max(0, item.quantity - item.voided);
}

export interface DishCount {
  key: string;
  nameEn: string;
  nameAr: string;
  count: number;
}

/**
 * The all-day counts: each dish still to cook across the open tickets, by product (a dish typed
 * in at the till, without a product, by its name), most first.
 */
export function allDay(tickets: readonly KitchenTicket[]): DishCount[] {
  const counts = new Map<string, DishCount>();
  for (const ticket of tickets) {
    for (const item of ticket.items) {
      const n = toCook(item);
      if (n === 0) continue;
      const key = item.productId === null ? `name:${item.nameEn}` : `id:${item.productId}`;
      const had = counts.get(key);
      if (had) had.count += n;
      else counts.set(key, { key, nameEn: item.nameEn, nameAr: item.nameAr, count: n });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.nameEn.localeCompare(b.nameEn));
}
