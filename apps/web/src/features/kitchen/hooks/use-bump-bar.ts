import type { KitchenTicket } from '@cashier/contracts';
import { useHotkeys } from '@mantine/hooks';

interface BumpBar {
  tickets: readonly KitchenTicket[];
  selectedId: number | null;
  select: (ticketId: number | null) => void;
  bump: (ticket: KitchenTicket) => void;
  recallLast: () => void;
  rtl: boolean;
}

/**
 * A bump bar (or a keyboard): arrows move between tiles (in reading order, so mirrored in
 * Arabic), 1–9 pick a tile, Enter or Space bumps it, R recalls the last bumped ticket.
 */
export function useBumpBar({ tickets, selectedId, select, bump, recallLast, rtl }: BumpBar): void {
  const index = tickets.findIndex((k) => k.id === selectedId);
  const move = (step: number) => {
    if (tickets.length === 0) return;
    const next = index < 0 ? (step > 0 ? 0 : tickets.length - 1) : index + step;
    select(tickets[Math.max(0, Math.min(tickets.length - 1, next))]!.id);
  };
  const bumpSelected = () => {
    const ticket = tickets[index];
    if (!ticket) return;
    // The selection stays in place: on the ticket that moves up into it.
    const after = tickets[index + 1] ?? tickets[index - 1];
    select(after?.id ?? null);
    bump(ticket);
  };
  useHotkeys([
    ['ArrowRight', () => move(rtl ? -1 : 1)],
    ['ArrowLeft', () => move(rtl ? 1 : -1)],
    ['ArrowDown', () => move(1)],
    ['ArrowUp', () => move(-1)],
    ...Array.from({ length: 9 }, (_, i): [string, () => void] => [
      String(i + 1),
      () => {
        const ticket = tickets[i];
        if (ticket) select(ticket.id);
      },
    ]),
    ['Enter', bumpSelected],
    ['Space', bumpSelected],
    ['R', recallLast],
  ]);
}
