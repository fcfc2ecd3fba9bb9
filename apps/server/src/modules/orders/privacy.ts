import { can, type Order } from '@cashier/contracts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';

/**
 * Who the customer is and where they live are for staff who may see customers (customers.view):
 * the kitchen, say, cooks an order without learning either.
 */
export function forViewer(permissions: readonly string[], orders: Order[]): Order[] {
  if (can(permissions, 'customers.view')) return orders;
  return orders.map((o) => ({ ...o, customerId: null, deliveryAddress: null }));
}

/** Listing a customer's orders is reading about the customer. */
export function checkCustomerFilter(permissions: readonly string[], customerId: number | undefined): void {
  if (customerId !== undefined && !can(permissions, 'customers.view')) {
    throw new AppError('FORBIDDEN', msg('auth.forbidden', { permission: 'customers.view' }), {
      customerId: msg('field.needs', { permission: 'customers.view' }),
    });
  }
}
