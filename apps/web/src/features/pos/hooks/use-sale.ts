import type { Customer } from '@cashier/contracts';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCustomerById, useFloor, type useOrder } from '../api';
import { useKitchenFollow } from './use-kitchen-follow';
import { cartReducer, cartTotals, emptyCart, type Rules } from '@cashier/sale';
import { useTillDevice } from './till-device';
import { parseId } from './use-till-route';

export type Sale = ReturnType<typeof useSale>;
/** The continued order as the server has it (its query). */
export type LoadedOrder = ReturnType<typeof useOrder>;

/**
 * The sale on the till: the cart, its totals by the restaurant's rules, and the names of its table
 * and customer. A continued order (/admin/pos/{order}) fills the cart when it arrives, and leaving
 * it for /admin/pos starts clean; /admin/pos?table=ID starts a new order at that table, as the
 * floor view's "New order" opens it.
 */
export function useSale(orderId: number | null, loaded: LoadedOrder, rules: Rules | null) {
  const { carts } = useTillDevice();
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => carts?.load() ?? emptyCart());
  useEffect(() => carts?.save(cart), [carts, cart]);
  /**
   * The customer picked here, so their name shows before a lookup would bring it; kept with the
   * key of the sale it was picked in, so a continued order loaded or a new sale started (each with
   * a new key) forgets it.
   */
  const [picked, setPicked] = useState<{ customer: Customer; saleKey: string } | null>(null);
  const customer = picked?.saleKey === cart.key ? picked.customer : null;

  useEffect(() => {
    if (loaded.data && loaded.data.id === orderId && cart.order?.id !== loaded.data.id) {
      dispatch({ type: 'load', order: loaded.data });
    }
    if (orderId === null && cart.order) dispatch({ type: 'reset' });
  }, [loaded.data, orderId, cart.order]);

  useKitchenFollow(cart, dispatch, loaded);

  const [query, setQuery] = useSearchParams();
  const tableParam = parseId(query.get('table'));
  useEffect(() => {
    if (tableParam === null) return;
    if (orderId === null) {
      dispatch({ type: 'reset' });
      dispatch({ type: 'mode', mode: 'dine-in' });
      dispatch({ type: 'table', tableId: tableParam });
    }
    setQuery({}, { replace: true });
  }, [tableParam, orderId, setQuery]);

  const floor = useFloor(cart.mode === 'dine-in' && cart.tableId !== null);
  const table = floor.data?.find((tb) => tb.id === cart.tableId);
  // A table that is not on the floor (deleted, or a mistyped ?table=) is not kept.
  const unknownTable = floor.data !== undefined && !floor.isFetching && cart.tableId !== null && !table;
  useEffect(() => {
    if (unknownTable) dispatch({ type: 'table', tableId: null });
  }, [unknownTable]);

  const known = useCustomerById(cart.customerId, customer?.id !== cart.customerId);
  const customerName = customer?.id === cart.customerId ? customer.name : (known.data?.name ?? null);
  const totals = useMemo(() => (rules ? cartTotals(cart, rules) : null), [cart, rules]);

  return {
    cart,
    dispatch,
    totals,
    /** What is left to pay: the total less what the continued order has had paid already. */
    due: totals ? totals.total - (cart.order?.paidTotal ?? 0) : 0,
    canSell: cart.lines.length > 0 && (cart.mode !== 'dine-in' || cart.tableId !== null),
    table: { name: table?.name ?? null, seats: table?.seats ?? 0 },
    customerName,
    pickCustomer: (chosen: Customer) => {
      setPicked({ customer: chosen, saleKey: cart.key });
      dispatch({ type: 'customer', customerId: chosen.id, address: chosen.address });
    },
    /** An empty cart for the next sale. */
    reset: () => dispatch({ type: 'reset' }),
  };
}
