import type { Order } from '@cashier/contracts';
import { useMemo, useState } from 'react';
import type { SplitBody } from '../api';

export type SplitLine = Order['lines'][number];
export type SplitMode = 'seat' | 'items';

/** Bill 1 stays on the order; bills 2, 3… become orders of their own. */
export const MAX_BILLS = 21;

/** The order's seats that have lines, in order; with no line off a seat, the first stays on bill 1. */
export function seatParts(lines: readonly SplitLine[]): number[] {
  const seats = [...new Set(lines.flatMap((l) => (l.seat ? [l.seat] : [])))].sort((a, b) => a - b);
  return lines.some((l) => !l.seat) ? seats : seats.slice(1);
}

/** Each bill's lines (bill 1 first) with the quantity it takes of each of the order's lines. */
export type Bills = { line: SplitLine; quantity: number }[][];

function billsBySeat(lines: readonly SplitLine[]): Bills {
  const parts = seatParts(lines);
  const stays = lines.filter((l) => !l.seat || !parts.includes(l.seat));
  return [stays, ...parts.map((seat) => lines.filter((l) => l.seat === seat))].map((ls) =>
    ls.map((line) => ({ line, quantity: line.quantity })),
  );
}

function billsByItems(lines: readonly SplitLine[], taken: Record<number, number[]>, count: number): Bills {
  const bills: Bills = Array.from({ length: count }, () => []);
  for (const line of lines) {
    const q = taken[line.id] ?? [];
    const moved = q.reduce((s, n) => s + n, 0);
    if (line.quantity - moved > 0) bills[0]?.push({ line, quantity: line.quantity - moved });
    q.forEach((n, i) => {
      if (n > 0) bills[i + 1]?.push({ line, quantity: n });
    });
  }
  return bills;
}

/**
 * How an order is being divided: by seat, or by moving quantities of its lines to bill 2, 3… (the
 * bill `active` receives them). Answers the bills (bill 1 first), whether they make a valid split,
 * and the request that makes it.
 */
export function useSplitPlan(order: Order | null) {
  const lines = useMemo(() => order?.lines ?? [], [order]);
  const hasSeats = seatParts(lines).length > 0;
  const [mode, setMode] = useState<SplitMode | null>(null);
  const current: SplitMode = mode ?? (hasSeats ? 'seat' : 'items');
  const [taken, setTaken] = useState<Record<number, number[]>>({});
  const [count, setCount] = useState(2);
  const [active, setActive] = useState(1);

  const bills = useMemo(
    () => (current === 'seat' ? billsBySeat(lines) : billsByItems(lines, taken, count)),
    [current, lines, taken, count],
  );
  const amountDiscount = order?.discountType === 'amount';
  const parts = bills.slice(1).filter((b) => b.length > 0);
  const valid = !amountDiscount && parts.length > 0 && (bills[0]?.length ?? 0) > 0;

  function change(lineId: number, quantity: number, delta: number) {
    setTaken((prev) => {
      const q = [...(prev[lineId] ?? [])];
      while (q.length < count - 1) q.push(0);
      const moved = q.reduce((s, n) => s + n, 0);
      const mine = q[active - 1] ?? 0;
      const next = Math.max(0, Math.min(mine + delta, mine + quantity - moved));
      q[active - 1] = next;
      return { ...prev, [lineId]: q };
    });
  }

  function body(version: number): SplitBody {
    return current === 'seat'
      ? { version, parts: seatParts(lines).map((seat) => ({ seat })) }
      : {
          version,
          parts: parts.map((bill) => ({
            lines: bill.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
          })),
        };
  }

  function reset() {
    setTaken({});
    setCount(2);
    setActive(1);
    setMode(null);
  }

  return {
    lines,
    hasSeats,
    mode: current,
    setMode,
    taken,
    count,
    active,
    setActive,
    addBill: () => {
      setActive(count);
      setCount(count + 1);
    },
    change,
    bills,
    parts,
    amountDiscount,
    valid,
    body,
    reset,
  };
}

export type SplitPlan = ReturnType<typeof useSplitPlan>;
