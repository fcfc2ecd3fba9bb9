import type { Db } from '../../db/kysely.ts';
import * as repo from './read-repository.ts';

/*
 * What other modules read of orders without the orders service (tables shows a table's open
 * orders, a Z report lists those still open, a customer with orders cannot be deleted, the global search): a file
 * of its own, since the orders service leans on kitchen, shifts and settings, which lean back.
 */

/** Open orders on the given tables (all tables when omitted), oldest first. */
export const openTableOrders = (db: Db, tableIds?: number[]) => repo.openTableOrders(db, tableIds);

/** Orders of this currency not completed or cancelled, oldest first (at most 500). */
export const openOrdersIn = (db: Db, currency: string) => repo.openOrdersIn(db, currency);

/** Orders whose daily ticket or invoice number is `n`, newest first (the global search). */
export const searchOrders = (db: Db, n: number, limit: number) => repo.searchOrders(db, n, limit);

/** The daily ticket numbers of these orders, by id (print jobs show which order they print). */
export const ticketNumbers = (db: Db, ids: readonly (number | null)[]) => repo.ticketNumbers(db, ids);

/** How many orders and account payments name the customer. */
export const customerReferences = (db: Db, id: number) => repo.customerReferences(db, id);
