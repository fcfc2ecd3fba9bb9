import type { Customer, CustomerInput, CustomersQuery, SettlementInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { customerReferences } from '../orders/read.ts';
import * as repo from './repository.ts';

type CustomerData = z.output<typeof CustomerInput>;

const TAKEN = { phone: 'customers.phoneTaken', email: 'customers.emailTaken' } as const;

export class CustomersService {
  constructor(
    private readonly store: Store,
    private readonly orders: OrdersService,
  ) {}

  /** One page of customers (see CustomersQuery), with how many match and what they owe. */
  async list(query: z.output<typeof CustomersQuery>) {
    return { ...(await repo.pageCustomers(this.store.db, query)), page: query.page, perPage: query.perPage };
  }

  async create(actor: Actor, data: CustomerData): Promise<Customer> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkUnique(trx, data);
      const now = nowIso();
      const row = await repo.insertCustomer(trx, {
        ...data,
        subscriber: data.subscriber ? 1 : 0,
        balance: 0,
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'customer.create',
        entity: 'customer',
        entityId: row.id,
        data,
        // Only the id: every signed-in screen reads the stream, and contact details are personal.
        event: { topic: 'customer.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustCustomer(id);
  }

  /** Replaces the customer's details; the balance is the orders module's and is never touched here. */
  async update(actor: Actor, id: number, data: CustomerData): Promise<Customer> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkUnique(trx, data, id);
      const r = await repo.updateCustomer(trx, id, {
        ...data,
        subscriber: data.subscriber ? 1 : 0,
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('customer');
      await record({
        action: 'customer.update',
        entity: 'customer',
        entityId: id,
        data,
        event: { topic: 'customer.updated', payload: { id } },
      });
    });
    return this.mustCustomer(id);
  }

  /**
   * Deletes a customer with no history. One who owes (or is owed) money, or whom orders or account
   * payments point at, is refused: the books must still name who bought. Blocking is the way out.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const customer = await repo.findCustomer(trx, id);
      if (!customer) throw notFound('customer');
      if (customer.balance !== 0) {
        throw conflict(msg('customers.owes', { balance: customer.balance }));
      }
      const refs = await customerReferences(trx, id);
      if (refs.orders > 0 || refs.payments > 0) {
        throw conflict(msg('customers.referenced', { orders: refs.orders, payments: refs.payments }));
      }
      await repo.deleteCustomer(trx, id);
      await record({
        action: 'customer.delete',
        entity: 'customer',
        entityId: id,
        data: { name: customer.name, phone: customer.phone, email: customer.email },
        event: { topic: 'customer.deleted', payload: { id } },
      });
    });
  }

  /**
   * A customer pays down their account balance. The money is the orders module's (it keeps
   * payments and balances), so the payment is taken there.
   */
  settle(session: SessionUser, actor: Actor, id: number, input: z.output<typeof SettlementInput>) {
    return this.orders.settle(session, actor, id, input);
  }

  private async checkUnique(db: Db, data: CustomerData, exceptId?: number): Promise<void> {
    for (const field of ['phone', 'email'] as const) {
      const value = data[field];
      if (value && (await repo.findCustomerClash(db, field, value, exceptId))) {
        throw conflict(TAKEN[field], {
          [field]: 'field.usedByCustomer',
        });
      }
    }
  }

  private async mustCustomer(id: number): Promise<Customer> {
    const c = await repo.findCustomer(this.store.db, id);
    if (!c) throw notFound('customer');
    return c;
  }
}
