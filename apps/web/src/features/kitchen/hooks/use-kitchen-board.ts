import type { KitchenTicket } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { kitchenTicketsQuery } from '@/api/kitchen-tickets';
import { subscribeToStatus, subscribeToTopic } from '@cashier/web-core/realtime';
import { alertFor, applyTicket, emptyBoard, loadBoard, openTickets } from '../board';

/** An action's answer: newer than any read that started before it, so a slow read cannot undo it. */
const ANSWER = Number.MAX_SAFE_INTEGER;

export interface KitchenBoard {
  open: KitchenTicket[];
  recent: readonly KitchenTicket[];
  /** The first read arrived and the stream is connected. */
  ready: boolean;
  /** The stream is connected. */
  online: boolean;
  /** The read failed (the screen shows what it held, or an error). */
  error: unknown;
  /** Keeps an action's answer at once, before its event arrives. */
  keep: (ticket: KitchenTicket) => void;
}

/**
 * (A screen switched to another station mounts this afresh: its key is the station.)
 *
 * The kitchen as the server has it, kept exact: a read, then every `kitchen.ticket` event newer
 * than what is held; after each reconnect (and on the stream's reload) the whole state is read
 * again and replaces what is held, so nothing is missing, doubled or stale. `onAlert` hears each
 * ticket the stream brings that deserves an alert (board.ts alertFor).
 */
export function useKitchenBoard(
  stationId: number | null,
  onAlert: (kind: 'new' | 'changed') => void,
): KitchenBoard {
  const query = useQuery({ ...kitchenTicketsQuery(stationId), structuralSharing: false });
  const [board, setBoard] = useState(emptyBoard);
  const held = useRef(emptyBoard);
  const [online, setOnline] = useState(false);
  const heard = useRef(onAlert);
  useEffect(() => {
    heard.current = onAlert;
  }, [onAlert]);

  const { data, refetch } = query;
  useEffect(() => {
    if (!data) return;
    held.current = loadBoard(held.current, data);
    setBoard(held.current);
  }, [data]);

  useEffect(
    () =>
      subscribeToTopic('kitchen.ticket', (event) => {
        // The stream adds when it happened (`at`) to the payload; the ticket is the rest.
        const { at: _at, ...ticket } = event.data;
        if (stationId !== null && ticket.stationId !== stationId) return;
        const result = applyTicket(held.current, ticket, event.id);
        held.current = result.board;
        // Nothing on screen changed.
        if (result.applied === 'stale') return;
        setBoard(result.board);
        const alert = alertFor(ticket, result.applied, result.previous);
        if (alert) heard.current(alert);
      }),
    [stationId],
  );

  useEffect(
    () =>
      subscribeToStatus((connected) => {
        setOnline(connected);
        // Connected again: anything missed while away is read whole, now that the stream is open.
        if (connected) void refetch();
      }),
    [refetch],
  );

  const keep = useCallback((ticket: KitchenTicket) => {
    const result = applyTicket(held.current, ticket, ANSWER);
    held.current = result.board;
    setBoard(result.board);
  }, []);

  const open = useMemo(() => openTickets(board), [board]);
  return { open, recent: board.recent, ready: Boolean(data) && online, online, error: query.error, keep };
}
