import type { KitchenTicket } from '@cashier/contracts';
import { api } from '@cashier/web-core/api-client';

/** POST /v1/kitchen/items/done: an item on a ticket is done (ready), or not done again. */
export async function markItemDone(itemId: number, done: boolean): Promise<KitchenTicket> {
  return (await api('POST /v1/kitchen/items/done', { body: { itemId, done } })).ticket;
}

/** The cook's actions on a whole ticket (each answers the ticket as it is now). */
export type TicketAction = 'start' | 'bump' | 'recall';

/**
 * POST /v1/kitchen/tickets/start | bump | recall: start preparing, bump off the screen (for a
 * void or cancel ticket: acknowledge it), or bring a bumped ticket back.
 */
export async function ticketAction(action: TicketAction, ticketId: number): Promise<KitchenTicket> {
  const body = { ticketId };
  switch (action) {
    case 'start':
      return (await api('POST /v1/kitchen/tickets/start', { body })).ticket;
    case 'bump':
      return (await api('POST /v1/kitchen/tickets/bump', { body })).ticket;
    case 'recall':
      return (await api('POST /v1/kitchen/tickets/recall', { body })).ticket;
  }
}
