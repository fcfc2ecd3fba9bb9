import { decimalToMinor, type PaymentMethod } from '@cashier/contracts';
import { useState } from 'react';

export interface PaymentEntry {
  method: PaymentMethod;
  amount: number;
  tendered: number | null;
}

export type TenderMethod = 'cash' | 'card' | 'account';

/**
 * The payments taken so far and the one being typed: what is left to pay, the change due, and
 * whether the sale may complete (all paid, or a debit order whose rest goes on account).
 */
export function useTender({
  due,
  currency,
  debit,
  saving,
}: {
  due: number;
  currency: string;
  debit: boolean;
  saving: boolean;
}) {
  const [payments, setPayments] = useState<PaymentEntry[]>([]);
  const [method, setMethod] = useState<TenderMethod>('cash');
  const [text, setText] = useState('');
  const paid = payments.reduce((s, p) => s + p.amount, 0);
  const remaining = Math.max(0, due - paid);

  const typed = text.trim() ? decimalToMinor(text, currency) : remaining;
  const invalid = typed === null || typed < 0 || (method !== 'cash' && typed > remaining);
  /** The payment the fields describe now, if it is valid and pays something. */
  const pending: PaymentEntry | null =
    invalid || typed === null || typed === 0 || remaining === 0
      ? null
      : method === 'cash'
        ? { method, amount: Math.min(typed, remaining), tendered: typed }
        : { method, amount: typed, tendered: null };
  const change = pending?.tendered != null ? pending.tendered - pending.amount : 0;
  const afterPending = remaining - (pending?.amount ?? 0);
  const canComplete = !saving && (afterPending === 0 || debit);

  function add() {
    if (!pending) return;
    setPayments((list) => [...list, pending]);
    setText('');
    setMethod('cash');
  }

  return {
    payments,
    remove: (index: number) => setPayments((list) => list.filter((_, j) => j !== index)),
    method,
    chooseMethod: (next: TenderMethod) => {
      setMethod(next);
      setText('');
    },
    text,
    setText,
    invalid,
    remaining,
    pending,
    change,
    afterPending,
    canComplete,
    add,
    /** Everything to send on completion: the payments taken and the one typed, if any. */
    all: () => (pending ? [...payments, pending] : payments),
  };
}

export type Tender = ReturnType<typeof useTender>;
