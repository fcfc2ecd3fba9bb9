import { useEffect } from 'react';
import { subscribeToEvents } from '@/lib/realtime';

/**
 * Reads the continued order again when one of its kitchen tickets changes (a dish started or
 * done), so its lines' states move on the till as they do on the kitchen screen. Ticket events
 * reach only those who may see the kitchen; everyone else follows the order's status at the
 * pass (kitchen.order events refresh every order read).
 */
export function useKitchenFollow(orderId: number | null | undefined, refetch: () => unknown): void {
  useEffect(() => {
    if (!orderId) return;
    return subscribeToEvents((event) => {
      if (event.topic === 'kitchen.ticket' && event.data.orderId === orderId) void refetch();
    });
  }, [orderId, refetch]);
}
