import {
  DISPLAY_LINES_MAX,
  DISPLAY_NAME_MAX,
  DisplayCode,
  type DisplayInput,
  type Order,
  type Totals,
} from '@cashier/contracts';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { pushDisplay, unpairDisplay } from '@/api/displays';
import { isApiError } from '@cashier/web-core/api-client';
import type { Cart, CartLine } from '@cashier/sale';
import type { TillState } from './use-till';

/** The pairing code of the counter display beside this till, kept on the till's device. */
const STORAGE_KEY = 'cashier.pos.counterDisplay';
/** A burst of taps (a quantity stepped up five times) is one push. */
const DEBOUNCE_MS = 150;
/** A failed push is tried again, so a display that was offline catches up by itself. */
const RETRY_MS = 3000;

/** taken: another till is paired with the display (the server answered 403). */
export type DisplayLinkStatus = 'off' | 'ok' | 'failed' | 'taken';

const named = (base: string, options: string[], comma = ', ') =>
  (options.length ? `${base} + ${options.join(comma)}` : base).slice(0, DISPLAY_NAME_MAX).trim();

/** A display takes DISPLAY_LINES_MAX lines: a longer sale shows its newest, the totals stay whole. */
const newest = <T>(lines: T[]) => lines.slice(-DISPLAY_LINES_MAX);

type Named = { nameEn: string; nameAr: string };

/** A line's name with its options, in both languages. */
const namesOf = (l: Named & { modifiers: Named[] }) => ({
  nameEn: named(
    l.nameEn,
    l.modifiers.map((m) => m.nameEn),
  ),
  nameAr: named(
    l.nameAr,
    l.modifiers.map((m) => m.nameAr),
    '، ',
  ),
});

function cartLine(l: CartLine) {
  const each = l.unitPrice + l.modifiers.reduce((s, m) => s + m.price, 0);
  return {
    ...namesOf(l),
    quantity: l.quantity,
    total: each * l.quantity,
  };
}

const IDLE: DisplayInput = { phase: 'idle', lines: [], subtotal: 0, discount: 0, tax: 0, total: 0 };

/** The cart on the till as the display shows it. */
export function displayOfCart(cart: Cart, totals: Totals, taxInclusive: boolean): DisplayInput {
  if (cart.lines.length === 0) return IDLE;
  return {
    phase: 'cart',
    lines: newest(cart.lines).map(cartLine),
    subtotal: totals.subtotal,
    discount: totals.discountTotal,
    serviceCharge: totals.serviceCharge,
    tax: totals.taxTotal,
    taxInclusive,
    total: totals.total,
  };
}

/** A sale just paid, as the server priced it: what was handed over and the change. */
export function displayOfOrder(order: Order): DisplayInput {
  return {
    phase: 'paid',
    lines: newest(order.lines).map((l) => ({
      ...namesOf(l),
      quantity: l.quantity,
      total: l.lineTotal,
    })),
    subtotal: order.subtotal,
    discount: order.discountTotal,
    serviceCharge: order.serviceCharge,
    tax: order.taxTotal,
    taxInclusive: order.taxInclusive,
    total: order.total,
    paid: order.payments.reduce((s, p) => s + (p.tendered ?? p.amount), 0),
    change: order.changeDue,
  };
}

/** Whether `text` is a display's code as the contracts take it; the code, cleaned, if so. */
export function parseDisplayCode(text: string): string | null {
  const parsed = DisplayCode.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Sends the newest state wanted, one push at a time: whatever changed while a push was on its way
 * goes next, so pushes never overtake each other; a failure is tried again after a while.
 */
function displayPusher(report: (status: DisplayLinkStatus) => void) {
  let wanted: { code: string; body: DisplayInput; key: string } | null = null;
  let sent = '';
  let busy = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  async function flush(): Promise<void> {
    if (busy) return;
    busy = true;
    clearTimeout(retry);
    try {
      while (wanted && wanted.key !== sent) {
        const next = wanted;
        try {
          await pushDisplay(next.code, next.body);
          sent = next.key;
          report('ok');
        } catch (e) {
          report(isApiError(e) && e.status === 403 ? 'taken' : 'failed');
          retry = setTimeout(() => void flush(), RETRY_MS);
          break;
        }
      }
    } finally {
      busy = false;
    }
  }
  /** Sends nothing more (unpaired). */
  function stop() {
    wanted = null;
    sent = '';
    clearTimeout(retry);
  }
  return {
    want(code: string, body: DisplayInput) {
      wanted = { code, body, key: `${code}:${JSON.stringify(body)}` };
      void flush();
    },
    stop,
    /**
     * The till's screen closed: its display goes idle rather than keep a cart nobody is building.
     * It stays this till's (the code is kept here): the screen's next push takes it up again.
     * (A reload or a closed tab sends nothing; the display stays with this session.)
     */
    leave() {
      const last = wanted;
      stop();
      if (last && last.body.phase !== 'idle') void pushDisplay(last.code, IDLE).catch(() => undefined);
    },
  };
}

/**
 * Keeps the counter display paired with this till in step with the sale: the cart as it is built,
 * the sale paid (while the done dialog shows it), nothing between sales. Pushes are the whole
 * state, debounced, one at a time and the newest only, so a slow network never shows an old cart.
 */
export function useCounterDisplay(till: TillState) {
  const [code, setCode] = useLocalStorage<string | null>({
    key: STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const [status, setStatus] = useState<DisplayLinkStatus>('off');
  const { cart, totals } = till.sale;
  const done = till.dialog.kind === 'done' ? till.dialog.sale.order : null;
  const taxInclusive = cart.order?.rules.taxInclusive ?? till.rules?.taxInclusive ?? true;
  const state = useMemo(
    () => (done ? displayOfOrder(done) : totals ? displayOfCart(cart, totals, taxInclusive) : IDLE),
    [done, cart, totals, taxInclusive],
  );
  const json = JSON.stringify(state);

  const [pusher] = useState(() => displayPusher(setStatus));
  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(() => pusher.want(code, JSON.parse(json) as DisplayInput), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code, json, pusher]);
  useEffect(() => () => pusher.leave(), [pusher]);

  return {
    code,
    status: code ? status : ('off' as const),
    pair: (next: string) => {
      setStatus('ok');
      setCode(next);
    },
    /**
     * Forgets the display, leaving it idle rather than frozen on this till's last cart, and free
     * for another till to pair with.
     */
    unpair: () => {
      pusher.stop();
      if (code) void unpairDisplay(code).catch(() => undefined);
      setCode(null);
    },
  };
}
