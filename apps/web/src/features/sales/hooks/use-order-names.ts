import type { Order } from '@cashier/contracts';
import { useCustomerNames, useOrderAudit, useTableNames, useUserNames } from '../api';

export type OrderNames = ReturnType<typeof useOrderNames>;

/**
 * The names an order's page shows for the ids it holds: its table, its customer, and the users
 * who took it, paid, refunded, approved or changed it. An id without a known name shows as `#id`.
 */
export function useOrderNames(order: Order) {
  const tables = useTableNames();
  const customers = useCustomerNames([order.customerId]);
  const users = useUserNames();
  const audit = useOrderAudit(order.id);

  /** Names the server sent with the refunds: who refunded and the manager who approved. */
  const refundNames = new Map<number, string>();
  for (const r of order.refunds) {
    if (r.userId !== null && r.userName) refundNames.set(r.userId, r.userName);
    if (r.approvedBy !== null && r.approvedByName) refundNames.set(r.approvedBy, r.approvedByName);
  }
  /**
   * A user's name: from the users list (for who may read it), else the names sent with the
   * refunds, else the audit trail.
   */
  const userName = (userId: number | null): string | null => {
    if (userId === null) return null;
    return (
      users.data?.get(userId) ??
      refundNames.get(userId) ??
      audit.data?.find((e) => e.userId === userId && e.userName)?.userName ??
      `#${userId}`
    );
  };
  return {
    userName,
    tableName: order.tableId !== null ? (tables.data?.get(order.tableId) ?? `#${order.tableId}`) : null,
    customerName:
      order.customerId !== null ? (customers.data?.get(order.customerId) ?? `#${order.customerId}`) : null,
    /** Who took the order: the name the server sends with it, else looked up like the others. */
    cashierName: order.userName ?? userName(order.userId),
    /** The order's audit trail, which the page shows too. */
    audit,
  };
}
