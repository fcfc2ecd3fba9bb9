import { isOpenStatus, type Order } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isApiError } from '@cashier/web-core/api-client';
import { errorMessage } from '@/lib/notify';
import { useMergeOrders, useSplitOrder, type SplitBody } from '../api';
import { billOf, type SplitBill } from '../bills';
import type { Cart } from '@cashier/sale';
import { NO_DIALOG, type Till } from './till';

export type SplitMerge = ReturnType<typeof useSplitMerge>;

/** A refusal in words: the server's message (in the UI language) and what it says of each field. */
function refusal(e: unknown): string {
  const fields = [...new Set(Object.values(fieldErrors(e)))].filter((m) => m && !errorMessage(e).includes(m));
  return [errorMessage(e), ...fields].join(' ');
}

/** Whether the cart holds exactly what the server has of the order: nothing added, moved or changed. */
function isSaved(server: Order, cart: Cart): boolean {
  return (
    server.tableId === cart.tableId &&
    server.version === cart.order?.version &&
    JSON.stringify(server.lines.map((l) => [l.productId, l.quantity, l.note ?? '', l.seat])) ===
      JSON.stringify(cart.lines.map((l) => [l.productId, l.quantity, l.note.trim(), l.seat]))
  );
}

/** An open table order with nothing paid yet, neither held nor closed, can be split or merged. */
function isRearrangeable(server: Order): boolean {
  return (
    server.tableId !== null && server.type !== 'hold' && server.paidTotal === 0 && isOpenStatus(server.status)
  );
}

/**
 * Splitting a table's bill and merging another table's order into it, both on the order as saved.
 * The bills of the last split stay listed, so each can be paid in turn: one chosen from the list
 * opens with the payment dialog once it is in the cart.
 */
export function useSplitMerge({ sale, loaded, setDialog, route }: Till, clearError: () => void) {
  const { t } = useTranslation();
  const split = useSplitOrder();
  const merge = useMergeOrders();
  const [bills, setBills] = useState<SplitBill[] | null>(null);
  const [payNext, setPayNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { cart, dispatch } = sale;

  // The bill chosen to pay next opens with the payment dialog in the render that first has it in
  // the cart: state adjusted while rendering, which React redoes at once, rather than in an effect
  // that would show the bill without its dialog for a frame.
  if (payNext !== null && cart.order?.id === payNext && route.orderId === payNext) {
    setPayNext(null);
    clearError();
    setDialog({ kind: 'pay' });
  }

  /** The continued order as the server has it, when the cart holds that order. */
  const server = cart.order && loaded.data?.id === cart.order.id ? loaded.data : null;
  const refused = (e: unknown) => {
    if (isApiError(e) && e.status === 409) void loaded.refetch();
    setError(refusal(e));
  };
  const keep = (orders: Order[]) => {
    const [kept] = orders;
    if (kept) dispatch({ type: 'load', order: kept });
  };

  return {
    server,
    /** Only a saved order is split or merged: the cart differs from what the server has. */
    unsaved: !server || !isSaved(server, cart),
    canRearrange: server !== null && cart.mode === 'dine-in' && isRearrangeable(server),
    bills,
    unpaid: bills?.some((b) => !b.paid) ?? false,
    saving: { split: split.isPending, merge: merge.isPending },
    error,
    open: (kind: 'split' | 'merge') => {
      setError(null);
      setDialog({ kind });
    },
    splitBill: (body: SplitBody) => {
      if (!server) return;
      setError(null);
      const onSuccess = (orders: Order[]) => {
        keep(orders);
        setBills(orders.map(billOf));
        setDialog({ kind: 'bills' });
      };
      split.mutate({ id: server.id, body }, { onSuccess, onError: refused });
    },
    mergeTable: (sourceId: number, name: string) => {
      if (!server) return;
      setError(null);
      const onSuccess = (orders: Order[]) => {
        keep(orders);
        setDialog(NO_DIALOG);
        notifications.show({ color: 'teal', message: t('pos.merge.done', { table: name }) });
      };
      merge.mutate(
        { target: { id: server.id, version: server.version }, sourceId },
        { onSuccess, onError: refused },
      );
    },
    payBill: (bill: SplitBill) => {
      setDialog(NO_DIALOG);
      setPayNext(bill.id);
      route.open(bill.id);
    },
    markPaid: (orderId: number) =>
      setBills((list) => list?.map((b) => (b.id === orderId ? { ...b, paid: true } : b)) ?? null),
    /** Forgets the bills once every one is paid. */
    settle: () => setBills((list) => (list?.some((b) => !b.paid) ? list : null)),
  };
}
