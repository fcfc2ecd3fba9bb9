import { can, type SearchResponse } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { searchProducts } from '../catalog/read.ts';
import { searchCustomers } from '../customers/read.ts';
import { searchOrders } from '../orders/read.ts';

const EACH = 5;
/** Largest value of an `integer` column on PostgreSQL; a longer number cannot be a ticket or invoice. */
const MAX_INTEGER = 2_147_483_647;

/** The top bar's search: a few of each kind the caller may view. */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(permissions: readonly string[], q: string): Promise<SearchResponse> {
    const digits = /^#?(\d+)$/.exec(q)?.[1];
    const number = digits === undefined ? NaN : Number(digits);
    const [products, customers, orders] = await Promise.all([
      can(permissions, 'catalog.view') ? searchProducts(this.db, q, EACH) : [],
      can(permissions, 'customers.view') ? searchCustomers(this.db, q, EACH) : [],
      can(permissions, 'orders.view') && number <= MAX_INTEGER ? searchOrders(this.db, number, EACH) : [],
    ]);
    return { products, customers, orders };
  }
}
