import type { Order, OrderUpdate } from '@cashier/contracts';
import { api } from '@cashier/web-core/api-client';

/**
 * PUT /v1/orders/update: the POS saves an open order with it, the sales screens void one. The id
 * and the version the caller last saw go in the body; a stale version answers 409. The caller
 * follows with afterOrderChange (./order).
 */
export async function updateOrder(body: OrderUpdate): Promise<Order> {
  return firstOrder(await api('PUT /v1/orders/update', { body }));
}

/** The order a create or an update answers: the API's answer lists it as its only element. */
export function firstOrder(answer: { order: Order[] }): Order {
  const [order] = answer.order;
  if (!order) throw new Error('The server answered without the order.');
  return order;
}
