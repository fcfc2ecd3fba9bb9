import type { Order, OrderCreate, OrderUpdate } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import { useSaveOrder } from '../api';
import { lineInputs, orderTable, orderType, type Cart } from '@cashier/sale';
import { useCashDrawer } from './use-cash-drawer';
import type { PaymentEntry } from './use-tender';
import { NO_DIALOG, type Till } from './till';

type Status = 'new' | 'completed';
type Wire = { create: OrderCreate } | { update: OrderUpdate };

/** The save the cart asks for: a new order (idempotent with the cart's key) or an update of the continued one. */
function orderInput(
  cart: Cart,
  status: Status,
  payments: PaymentEntry[],
  type: 'hold' | null,
  approvalToken?: string,
): Wire {
  const common = {
    tableId: orderTable(cart),
    customerId: cart.customerId,
    deliveryAddress: cart.mode === 'delivery' ? cart.deliveryAddress.trim() || null : null,
    guests: cart.guests,
    lines: lineInputs(cart),
    payments: payments.map((p) => ({ ...p, reference: null })),
    ...(approvalToken ? { approvalToken } : {}),
  };
  const wire = type ?? orderType(cart.mode);
  if (!cart.order)
    return { create: { uuid: cart.key, type: wire, status, discount: cart.discount, ...common } };
  const sameDiscount = JSON.stringify(cart.order.discount) === JSON.stringify(cart.discount);
  return {
    update: {
      id: cart.order.id,
      version: cart.order.version,
      ...common,
      ...(cart.order.type === 'hold' ? { type: wire } : {}),
      ...(sameDiscount ? {} : { discount: cart.discount }),
      ...(status === 'completed' ? { status } : {}),
    },
  };
}

/** What the till does once an order is saved. */
export interface SubmitOutcome {
  /** Held or sent to the kitchen, with the words to say so: the till is free for the next order. */
  parked: (message: string) => void;
  /** Paid in full and completed. */
  completed: (order: Order) => void;
}

/**
 * Saving the cart: hold it, send it, or take the payment and complete it. A save the server refuses
 * because someone else changed the order (409) shows the order as it is now; one refused for a
 * discount above the threshold asks a manager's approval and is sent again with it; cash refused
 * for want of an open shift offers to open one, then completes the sale.
 */
export function useOrderSubmit({ sale, loaded, setDialog }: Till, outcome: SubmitOutcome) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveOrder();
  const drawer = useCashDrawer();
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  const { cart, dispatch, canSell } = sale;

  function submit(
    status: Status,
    payments: PaymentEntry[],
    type: 'hold' | null,
    after: (order: Order) => void,
    approvalToken?: string,
  ) {
    setError(null);
    const expected = sale.totals?.total;
    save.mutate(orderInput(cart, status, payments, type, approvalToken), {
      onSuccess: (order) => {
        // The screen priced the cart with the server's own rules; say so if the two ever differ.
        if (expected !== undefined && order.total !== expected) {
          const total = formatPrice(order.total, order.currency, locale);
          notifications.show({ color: 'orange', message: t('pos.totalDiffers', { total }) });
        }
        after(order);
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 409 && cart.order) {
          // Someone else changed the order: show it as it is now.
          void loaded.refetch().then((r) => {
            if (r.data) dispatch({ type: 'load', order: r.data });
          });
          setError(t('pos.staleReloaded'));
          setDialog(NO_DIALOG);
        } else if (isApiError(e) && e.status === 403 && 'discount' in e.fields) {
          // A discount above the threshold: a manager approves it here with their PIN.
          const retry = (token: string) => submit(status, payments, type, after, token);
          setDialog({ kind: 'approve', message: e.message, retry });
        } else if (status === 'completed') {
          // Cash refused for want of an open shift (closed on another device, say): offer one.
          void drawer.refusedForShift(e, payments).then((noShift) => {
            if (noShift) setDialog({ kind: 'pay', openShift: { then: payments } });
            else setError(errorMessage(e));
          });
        } else {
          setError(errorMessage(e));
        }
      },
    });
  }

  const ticket = (order: Order) => ({ number: formatNumber(order.ticketNumber, locale) });
  const pay = useCallback(() => {
    if (!canSell) return;
    if (cart.mode === 'debit' && !cart.customerId) return setDialog({ kind: 'customer' });
    setError(null);
    setDialog({ kind: 'pay' });
  }, [canSell, cart.mode, cart.customerId, setDialog]);

  return {
    saving: save.isPending,
    error,
    clearError,
    hold: () => {
      if (cart.lines.length > 0) submit('new', [], 'hold', (o) => outcome.parked(t('pos.held', ticket(o))));
    },
    send: () => {
      if (canSell) submit('new', [], null, (o) => outcome.parked(t('pos.sent', ticket(o))));
    },
    pay,
    complete: (payments: PaymentEntry[]) => submit('completed', payments, null, outcome.completed),
  };
}
