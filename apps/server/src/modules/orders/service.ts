import {
  isOpenStatus,
  reachesKitchen,
  type FireInput,
  type MergeInput,
  type OpenOrdersQuery,
  type Order,
  type PrintJob,
  type OrdersQuery,
  type RefundInput,
  type SettlementInput,
  type SplitInput,
} from '@cashier/contracts';
import type { z } from 'zod';
import type { Engine } from '../../config.ts';
import type { Actor } from '../../lib/changes.ts';
import { isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import type { SessionUser } from '../auth/index.ts';
import { createOrder, type CreateInput } from './create.ts';
import { remember, replay, requestHash } from './idempotency.ts';
import { orderAudit, orderByInvoice } from './lookups.ts';
import { mergeOrders } from './merge.ts';
import { settleAccount } from './payments.ts';
import { refundOrder } from './refunds.ts';
import { fireHeld, loadOrders } from './kitchen.ts';
import { msg } from '../../lib/messages/text.ts';
import { printJob, printReceipt } from '../printers/index.ts';
import { staff, type OrderActor, type OrderCtx } from './actor.ts';
import { acceptOrder, rejectOrder } from './accept.ts';
import * as repo from './repository.ts';
import { bumpVersion, rule, type ConsumeApproval, type Trx } from './shared.ts';
import { splitOrder } from './split.ts';
import { changeOrder, type UpdateInput } from './update.ts';

export type { ConsumeApproval } from './shared.ts';

export class OrdersService {
  constructor(
    private readonly store: Store,
    private readonly consumeApproval: ConsumeApproval,
  ) {}

  async list(query: z.output<typeof OrdersQuery>) {
    return this.page(query, query, { sort: query.sort, dir: query.dir });
  }

  /** One page of open orders, newest first, and how many are open. */
  async open(query: z.output<typeof OpenOrdersQuery>) {
    return this.page({ open: true }, query);
  }

  private async page(
    filter: repo.OrderFilter,
    { page, perPage }: { page: number; perPage: number },
    order: Parameters<typeof repo.findOrderIds>[3] = {},
  ) {
    const db = this.store.db;
    const [total, ids] = await Promise.all([
      repo.countOrders(db, filter),
      repo.findOrderIds(db, filter, { limit: perPage, offset: (page - 1) * perPage }, order),
    ]);
    return { orders: await loadOrders(db, ids), total, page, perPage };
  }

  async get(id: number): Promise<Order> {
    const [order] = await loadOrders(this.store.db, [id]);
    if (!order) throw notFound('order');
    return order;
  }

  /** The completed order carrying invoice `number` (404 when none does). */
  async byInvoice(number: number): Promise<Order> {
    return orderByInvoice(this.store.db, number);
  }

  /** Gives back part or all of a completed order's payments. */
  async refund(session: SessionUser, actor: Actor, id: number, input: z.output<typeof RefundInput>) {
    return refundOrder(this.store, this.consumeApproval, session, actor, id, input);
  }

  /** Moves the source's lines onto the target and cancels the source: answers [target, source]. */
  async merge(session: SessionUser, actor: Actor, input: z.output<typeof MergeInput>) {
    return mergeOrders(this.store, this.consumeApproval, session, actor, input);
  }

  /** Splits parts of an open order into new orders: answers [original, ...new]. */
  async split(session: SessionUser, actor: Actor, id: number, input: z.output<typeof SplitInput>) {
    return splitOrder(this.store, this.consumeApproval, session, actor, id, input);
  }

  /** The audit rows of one order, oldest first. */
  async audit(id: number) {
    return orderAudit(this.store.db, id);
  }

  /** What an order operation of `by` works with, in a write's transaction. */
  private ctx(by: OrderActor, tx: Pick<OrderCtx, 'trx' | 'record' | 'raise'>): OrderCtx {
    return { ...tx, actor: by, engine: this.store.engine, consumeApproval: this.consumeApproval };
  }

  /**
   * Creates an order priced by the server, written by staff (`session`), a guest or a device (an
   * OrderActor): from anyone but staff it waits for acceptance. With a key (Idempotency-Key header
   * or `uuid`), a retry answers the first order and creates nothing; the same key with another
   * body answers 409.
   */
  async create(by: SessionUser | OrderActor, actor: Actor, input: CreateInput, key: string | undefined) {
    const writer = 'kind' in by ? by : staff(by);
    const scope = `orders.create:${writerKey(writer)}`;
    const hash = requestHash(input);
    const attempt = () =>
      this.store.write(actor, async (trx, record, raise) => {
        if (key) {
          const earlier = await replay(trx, scope, key, hash);
          if (earlier) return earlier as { order: Order[] };
        }
        const id = await createOrder(this.ctx(writer, { trx, record, raise }), input);
        const answer = { order: await loadOrders(trx, [id]) };
        await raise('order.paid', {
          order: answer.order[0]!,
          cash: input.payments.some((p) => p.method === 'cash'),
          completed: writer.kind === 'staff' && input.status === 'completed',
        });
        if (key) await remember(trx, scope, key, hash, answer);
        return answer;
      });
    try {
      return await attempt();
    } catch (error) {
      // A concurrent twin with the same key committed first: answer what it answered.
      if (key && isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  async update(by: SessionUser | OrderActor, actor: Actor, input: UpdateInput): Promise<Order[]> {
    const writer = 'kind' in by ? by : staff(by);
    return this.store.write(actor, async (trx, record, raise) => {
      await bumpVersion(trx, input.id, input.version);
      await changeOrder(this.ctx(writer, { trx, record, raise }), input);
      const answer = await loadOrders(trx, [input.id]);
      await raise('order.paid', {
        order: answer[0]!,
        cash: input.payments.some((p) => p.method === 'cash'),
        completed: input.status === 'completed',
      });
      return answer;
    });
  }

  /** Fires a held course (or every held course) of an open order to the kitchen. */
  async fire(actor: Actor, input: z.output<typeof FireInput>): Promise<Order[]> {
    return this.store.write(actor, async (trx, record, raise) => {
      await bumpVersion(trx, input.id, input.version);
      const row = await repo.orderRow(trx, input.id);
      if (!isOpenStatus(row.status) || !reachesKitchen(row.status))
        throw rule(msg('orders.closed', { status: row.status }));
      const released = await fireHeld({ trx, record, raise }, input.id, input.course);
      if (released === 0) throw rule('orders.nothingHeld', { course: 'field.nothingHeld' });
      await record({
        action: 'order.fire',
        entity: 'order',
        entityId: input.id,
        data: { course: input.course ?? null, lines: released },
        event: {
          topic: 'order.updated',
          payload: {
            id: row.id,
            status: row.status,
            previous: row.status,
            version: row.version,
            tableId: row.tableId,
          },
        },
      });
      return loadOrders(trx, [input.id]);
    });
  }

  /** Queues an order's receipt on a network receipt printer (a bill, or a copy once paid). */
  async print(actor: Actor, id: number, printerId: number | undefined): Promise<PrintJob> {
    const jobId = await this.store.write(actor, async (trx, record) => {
      const [order] = await loadOrders(trx, [id]);
      if (!order) throw notFound('order');
      await record({
        action: 'order.print',
        entity: 'order',
        entityId: id,
        data: { printerId: printerId ?? null },
      });
      return printReceipt(trx, record, order, printerId);
    });
    return printJob(this.store.db, jobId);
  }

  /** A customer pays down their account balance. */
  async settle(
    session: SessionUser,
    actor: Actor,
    customerId: number,
    input: z.output<typeof SettlementInput>,
  ) {
    return this.store.write(actor, (trx, record, raise) =>
      settleAccount({ trx, record, raise }, session, customerId, input),
    );
  }

  /**
   * Accepts an order waiting for acceptance (from a guest or a device): it takes its ticket number
   * and goes to the kitchen.
   */
  async accept(session: SessionUser, actor: Actor, input: { id: number; version: number }): Promise<Order[]> {
    return this.store.write(actor, async (trx, record, raise) => {
      await bumpVersion(trx, input.id, input.version);
      await acceptOrder(this.ctx(staff(session), { trx, record, raise }), input.id);
      return loadOrders(trx, [input.id]);
    });
  }

  /** Rejects an order waiting for acceptance, with a reason (1 to 500 characters): it never cooks. */
  async reject(
    session: SessionUser,
    actor: Actor,
    input: { id: number; version: number; reason: string },
  ): Promise<Order[]> {
    return this.store.write(actor, async (trx, record, raise) => {
      await bumpVersion(trx, input.id, input.version);
      await rejectOrder(this.ctx(staff(session), { trx, record, raise }), input.id, input.reason);
      return loadOrders(trx, [input.id]);
    });
  }
}

/**
 * Whether the currency is in use: any order records amounts in it. Takes the currency lock alone
 * until the caller's transaction ends, so no order is created meanwhile in the old currency.
 */
export async function currencyInUse(trx: Trx, engine: Engine): Promise<boolean> {
  await repo.lockCurrency(trx, engine, 'alone');
  return repo.anyOrder(trx);
}

/** Whose idempotency keys a create's key is one of: a staff member's, a device's, a guest channel's. */
function writerKey(writer: OrderActor): string {
  if (writer.kind === 'staff') return String(writer.user.user.id);
  return writer.kind === 'device' ? `device:${writer.id}` : `guest:${writer.channel}`;
}
