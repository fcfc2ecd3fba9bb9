import type { KitchenItem, KitchenTicket } from '@cashier/contracts';
import { useMemo, useRef } from 'react';
import { markItemDone, ticketAction } from '@/api/kitchen-actions';
import { notifyError } from '@/lib/notify';
import { isNotice } from '../components/ticket-tile';

export interface KitchenActions {
  toggle: (ticket: KitchenTicket, item: KitchenItem) => void;
  bump: (ticket: KitchenTicket) => void;
  recall: (ticket: KitchenTicket) => void;
}

/**
 * The cook's taps, each kept at once from the server's answer (its event follows on the stream).
 * The first dish touched on a ticket also starts it (preparing). A second tap on the same thing
 * while the first is on its way is ignored. `keep` must be stable: the functions then never change, so the tiles stay memoized.
 */
export function useKitchenActions(keep: (ticket: KitchenTicket) => void): KitchenActions {
  const busy = useRef(new Set<string>());
  return useMemo(() => {
    const run = async (key: string, work: () => Promise<KitchenTicket>) => {
      if (busy.current.has(key)) return;
      busy.current.add(key);
      try {
        keep(await work());
      } catch (error) {
        notifyError(error);
      } finally {
        busy.current.delete(key);
      }
    };
    return {
      toggle: (ticket, item) =>
        void run(`item:${item.id}`, async () => {
          if (!ticket.startedAt && !isNotice(ticket)) keep(await ticketAction('start', ticket.id));
          const done = item.state === 'ready' || item.state === 'served';
          return markItemDone(item.id, !done);
        }),
      bump: (ticket) => void run(`ticket:${ticket.id}`, () => ticketAction('bump', ticket.id)),
      recall: (ticket) => void run(`ticket:${ticket.id}`, () => ticketAction('recall', ticket.id)),
    };
  }, [keep]);
}
