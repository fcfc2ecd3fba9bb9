import type { OrderType } from '@cashier/contracts';
import * as repo from './repository.ts';
import { rule, type Trx } from './shared.ts';

/** The order's table must be active and its customer known; a debit order needs an active customer. */
export async function checkParties(
  trx: Trx,
  type: OrderType,
  tableId: number | null,
  customerId: number | null,
): Promise<{ tableName: string | null }> {
  let tableName: string | null = null;
  if (tableId) {
    const table = await repo.diningTable(trx, tableId);
    if (!table?.active) throw rule('orders.noTable', { tableId: 'field.noSuchTable' });
    tableName = table.name;
  }
  if (customerId) {
    const customer = await repo.customer(trx, customerId);
    if (!customer) throw rule('orders.noCustomer', { customerId: 'field.noSuchCustomer' });
    if (type === 'debit' && customer.status !== 'active')
      throw rule('orders.customerBlocked', { customerId: 'field.blocked' });
  } else if (type === 'debit') {
    throw rule('orders.debitNoCustomer', { customerId: 'field.chooseCustomer' });
  }
  return { tableName };
}

/** A delivery goes to the address given, else to the customer's own; other orders keep what was given. */
export async function deliveryAddress(
  trx: Trx,
  type: OrderType,
  given: string | null,
  customerId: number | null,
): Promise<string | null> {
  if (type !== 'delivery') return given;
  if (given) return given;
  const customer = customerId ? await repo.customer(trx, customerId) : undefined;
  if (!customer?.address) throw rule('orders.noAddress', { deliveryAddress: 'field.addressRequired' });
  return customer.address;
}
