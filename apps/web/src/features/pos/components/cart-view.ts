import type { Totals } from '@cashier/contracts';
import type { Dispatch } from 'react';
import type { Cart, CartAction } from '@cashier/sale';

/** The sale the panel shows, with the names the page looked up for it. */
export interface CartView {
  cart: Cart;
  totals: Totals;
  /** Whether prices include tax: the continued order's own rule, else the restaurant's. */
  taxInclusive: boolean;
  /** The chosen table's name (null: none chosen) and its seats (0 when there is none). */
  table: { name: string | null; seats: number };
  customerName: string | null;
}

/** What the panel's buttons do. */
export interface CartActions {
  dispatch: Dispatch<CartAction>;
  pickTable: () => void;
  pickCustomer: () => void;
  hold: () => void;
  send: () => void;
  pay: () => void;
  startNew: () => void;
}

/** A save on its way, and the last refusal to show. */
export interface CartStatus {
  saving: boolean;
  error: string | null;
}

/** What the sale still lacks before it can be sent or paid. */
export function missing(cart: Cart) {
  return {
    table: cart.mode === 'dine-in' && !cart.tableId,
    customer: (cart.mode === 'debit' || cart.mode === 'delivery') && !cart.customerId,
    address: cart.mode === 'delivery' && !cart.deliveryAddress.trim(),
  };
}
