import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/** What other modules read of customers without the customers service (which leans on orders). */

/** Customers by name, phone or e-mail (the global search). */
export const searchCustomers = (db: Db, text: string, limit: number) => repo.searchCustomers(db, text, limit);
