import { useEffect, type Dispatch } from 'react';
import { fromThisTab, subscribeToTopic } from '@cashier/web-core/realtime';
import type { Cart, CartAction } from '@cashier/sale';
import type { LoadedOrder } from './use-sale';

/**
 * The continued order's kitchen news in the cart: each time the order is read again (an order or
 * kitchen.order event refreshes every order read) its lines' kitchen states and holds follow. A
 * change to one of its kitchen tickets (a dish started or done) reads it again at once; ticket
 * events reach only those who may see the kitchen, everyone else follows the order's status. The
 * tickets this till's own save made are already in that save's answer: they read nothing again.
 */
export function useKitchenFollow(cart: Cart, dispatch: Dispatch<CartAction>, loaded: LoadedOrder): void {
  const orderId = cart.order?.id;
  const { data, refetch } = loaded;
  useEffect(() => {
    if (data && data.id === orderId) dispatch({ type: 'kitchen', order: data });
  }, [data, orderId, dispatch]);
  useEffect(() => {
    if (!orderId) return;
    return subscribeToTopic('kitchen.ticket', (event) => {
      if (event.data.orderId === orderId && !fromThisTab(event)) void refetch();
    });
  }, [orderId, refetch]);
}
