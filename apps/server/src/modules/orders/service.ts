import { randomUUID } from 'node:crypto';
import {
  can,
  canTransition,
  isOpenStatus,
  MAX_BALANCE,
  MAX_ORDER_TOTAL,
  type Discount,
  type Order,
  type OrderCreate,
  type OrderStatus,
  type OrderType,
  type OpenOrdersQuery,
  type OrdersQuery,
  type OrderUpdate,
  type MergeInput,
  type PaymentInput,
  type RefundInput,
  type SettlementInput,
  type SplitInput,
} from '@cashier/contracts';
import type { z } from 'zod';
import type { Engine } from '../../config.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Record as RecordChange, Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/service.ts';
import { remember, replay, requestHash } from './idempotency.ts';
import { holdDiscountLimit } from './discount.ts';
import { orderAudit, orderByInvoice } from './lookups.ts';
import { mergeOrders } from './merge.ts';
import { priceLines } from './lines.ts';
import { refundOrder, refundPayments } from './refunds.ts';
import * as linesRepo from './lines-repository.ts';
import * as money from './money-repository.ts';
import * as repo from './repository.ts';
import { splitOrder } from './split.ts';
import {
  addHistory,
  bumpVersion,
  currentLines,
  frozenRules,
  loadRules,
  priceFor,
  rule,
  storedDiscount,
  syncTable,
  totalsColumns,
  writeLines,
  type ConsumeApproval,
  type Trx,
} from './shared.ts';

export type { ConsumeApproval } from './shared.ts';

type CreateInput = z.output<typeof OrderCreate>;
type UpdateInput = z.output<typeof OrderUpdate>;
type Payment = z.output<typeof PaymentInput>;

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
    return { orders: await repo.loadOrders(db, ids), total, page, perPage };
  }

  async get(id: number): Promise<Order> {
    const [order] = await repo.loadOrders(this.store.db, [id]);
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

  /**
   * Creates an order priced by the server. With a key (Idempotency-Key header or `uuid`), a retry
   * answers the first order and creates nothing; the same key with another body answers 409.
   */
  async create(session: SessionUser, actor: Actor, input: CreateInput, key: string | undefined) {
    const scope = `orders.create:${session.user.id}`;
    const hash = requestHash(input);
    const attempt = () =>
      this.store.write(actor, async (trx, record) => {
        if (key) {
          const earlier = await replay(trx, scope, key, hash);
          if (earlier) return earlier as { order: Order[] };
        }
        const id = await this.insert(trx, record, session, input);
        const answer = { order: await repo.loadOrders(trx, [id]) };
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

  async update(session: SessionUser, actor: Actor, input: UpdateInput): Promise<Order[]> {
    return this.store.write(actor, async (trx, record) => {
      await bumpVersion(trx, input.id, input.version);
      await this.change(trx, record, session, input);
      return repo.loadOrders(trx, [input.id]);
    });
  }

  /** A customer pays down their account balance. */
  async settle(
    session: SessionUser,
    actor: Actor,
    customerId: number,
    input: z.output<typeof SettlementInput>,
  ) {
    return this.store.write(actor, async (trx, record) => {
      const now = nowIso();
      // One conditional statement: settlements racing on one account cannot take it below zero.
      const settled = await money.payDownBalance(trx, customerId, input.amount, now);
      if (!settled.paid) {
        if (settled.balance === null) throw notFound('customer');
        throw rule(msg('orders.overBalance', { amount: settled.balance }), {
          amount: 'field.overBalance',
        });
      }
      const balance = settled.balance;
      const payment = await money.insertPayment(trx, {
        orderId: null,
        customerId,
        method: input.method,
        amount: input.amount,
        tendered: null,
        change: 0,
        reference: input.reference,
        userId: session.user.id,
        createdAt: now,
      });
      await record({
        action: 'customer.settle',
        entity: 'customer',
        entityId: customerId,
        data: { amount: input.amount, method: input.method, balance },
        event: { topic: 'customer.balance', payload: { id: customerId, balance } },
      });
      return {
        payment: { ...payment, method: input.method, tendered: null },
        balance,
      };
    });
  }

  private async insert(
    trx: Trx,
    record: RecordChange,
    session: SessionUser,
    input: CreateInput,
  ): Promise<number> {
    await repo.lockCurrency(trx, this.store.engine, 'shared');
    const rules = await loadRules(trx);
    const now = nowIso();
    const businessDate = new Intl.DateTimeFormat('en-CA', { timeZone: rules.timezone }).format(new Date());
    await this.checkParties(trx, input.type, input.tableId, input.customerId);
    const deliveryAddress = await this.deliveryAddress(
      trx,
      input.type,
      input.deliveryAddress,
      input.customerId,
    );
    const lines = await priceLines(trx, input.lines);
    const totals = priceFor(lines, input.discount, rules, input.tableId);
    const ticketNumber = await repo.nextCounter(trx, `ticket:${businessDate}`);
    const order = await repo.insertOrder(trx, {
      uuid: input.uuid ?? randomUUID(),
      type: input.type,
      status: 'new',
      version: 1,
      invoiceNumber: null,
      ticketNumber,
      businessDate,
      tableId: input.tableId,
      customerId: input.customerId,
      userId: session.user.id,
      deliveryAddress,
      note: input.note,
      ...totalsColumns(totals, input.discount, rules, input.tableId),
      paidTotal: 0,
      currency: rules.currency,
      cancelReason: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    });
    await writeLines(trx, order.id, lines);
    const approvedBy = await holdDiscountLimit(trx, session, rules, this.consumeApproval, {
      orderId: order.id,
      approvalFor: null,
      discount: input.discount,
      totals,
      approvalToken: input.approvalToken,
    });
    await addHistory(trx, order.id, null, 'new', session.user.id, null);
    await this.pay(trx, session, order.id, input.payments);
    if (input.status !== 'new')
      await this.transition(trx, record, session, order.id, input.status, null, input.approvalToken);
    if (input.tableId) await syncTable(trx, record, input.tableId);
    await record({
      action: 'order.create',
      entity: 'order',
      entityId: order.id,
      data: {
        type: input.type,
        total: totals.total,
        lines: lines.length,
        ...(await approver(trx, approvedBy)),
      },
      event: {
        topic: 'order.created',
        payload: { id: order.id, type: input.type, ticketNumber, tableId: input.tableId },
      },
    });
    return order.id;
  }

  private async change(
    trx: Trx,
    record: RecordChange,
    session: SessionUser,
    input: UpdateInput,
  ): Promise<void> {
    const row = await repo.orderRow(trx, input.id);
    const status = row.status;
    if (!isOpenStatus(status)) throw rule(msg('orders.closed', { status }));
    /** A manager who approved this change with their PIN (a large discount, a void). */
    let approvedBy: number | null = null;
    const type = input.type ?? row.type;
    if (input.type && input.type !== row.type && row.type !== 'hold') {
      throw rule('orders.typeFixed', { type: 'field.onlyHeld' });
    }
    const tableId = input.tableId === undefined ? row.tableId : input.tableId;
    const customerId = input.customerId === undefined ? row.customerId : input.customerId;
    await this.checkParties(trx, type, tableId, customerId);
    const deliveryAddress = await this.deliveryAddress(
      trx,
      type,
      input.deliveryAddress === undefined ? row.deliveryAddress : input.deliveryAddress,
      customerId,
    );

    const rules = await loadRules(trx);
    const repricing = input.lines !== undefined || input.discount !== undefined || tableId !== row.tableId;
    if (repricing) {
      const discount: Discount = input.discount === undefined ? storedDiscount(row) : input.discount;
      const lines = input.lines ? await priceLines(trx, input.lines) : await currentLines(trx, row.id);
      const frozen = frozenRules(row, rules);
      const totals = priceFor(lines, discount, frozen, tableId);
      if (totals.total < row.paidTotal) throw rule('orders.belowPaid', { lines: 'field.belowPaid' });
      approvedBy = await holdDiscountLimit(trx, session, rules, this.consumeApproval, {
        orderId: row.id,
        approvalFor: row.id,
        discount,
        totals,
        approvalToken: input.approvalToken,
      });
      if (input.lines) {
        await linesRepo.deleteLinesOf(trx, row.id);
        await writeLines(trx, row.id, lines);
      }
      await repo.updateOrder(trx, row.id, totalsColumns(totals, discount, frozen, tableId));
    }
    await repo.updateOrder(trx, row.id, {
      type,
      tableId,
      customerId,
      deliveryAddress,
      note: input.note === undefined ? row.note : input.note,
    });
    await this.pay(trx, session, row.id, input.payments);
    if (input.status && input.status !== status) {
      approvedBy =
        (await this.transition(
          trx,
          record,
          session,
          row.id,
          input.status,
          input.cancelReason ?? null,
          input.approvalToken,
        )) ?? approvedBy;
    }
    for (const t of new Set([row.tableId, tableId])) if (t) await syncTable(trx, record, t);
    const after = await repo.orderRow(trx, row.id);
    await record({
      action: 'order.update',
      entity: 'order',
      entityId: row.id,
      data: {
        // What the client sent: zod fills absent payments with [] and an absent cancelReason with null.
        changed: Object.entries(input)
          .filter(([k, v]) => v !== undefined && !['id', 'version', 'approvalToken'].includes(k))
          .filter(
            ([k, v]) =>
              !(k === 'payments' && input.payments.length === 0) && !(k === 'cancelReason' && v === null),
          )
          .map(([k]) => k),
        total: after.total,
        status: after.status,
        ...(await approver(trx, approvedBy)),
      },
      event: {
        topic: after.status !== status ? 'order.status' : 'order.updated',
        payload: { id: row.id, status: after.status, previous: status, version: after.version, tableId },
      },
    });
  }

  private async transition(
    trx: Trx,
    record: RecordChange,
    session: SessionUser,
    orderId: number,
    to: OrderStatus,
    reason: string | null,
    approvalToken: string | undefined,
  ): Promise<number | null> {
    const row = await repo.orderRow(trx, orderId);
    const from = row.status;
    if (!canTransition(from, to))
      throw rule(msg('orders.transition', { from, to }), { status: msg('field.notAllowedFrom', { from }) });
    if (to === 'in-delivery' && row.type !== 'delivery' && row.type !== 'online') {
      throw rule('orders.notDelivery', { status: 'field.notDelivery' });
    }
    const now = nowIso();
    const patch: Partial<{
      status: OrderStatus;
      cancelReason: string;
      completedAt: string;
      invoiceNumber: number;
    }> = { status: to };
    let approvedBy: number | null = null;
    if (to === 'canceled') {
      if (!reason)
        throw new AppError('VALIDATION_FAILED', 'orders.noReason', {
          cancelReason: 'field.reasonRequired',
        });
      if (!can(session.user.permissions, 'orders.void')) {
        if (!approvalToken)
          throw new AppError('FORBIDDEN', 'orders.cancelApproval', {
            approvalToken: 'field.needsApproval',
          });
        approvedBy = (
          await this.consumeApproval(trx, {
            token: approvalToken,
            permission: 'orders.void',
            requestedBy: session.user.id,
            orderId,
            spentOn: orderId,
            usedFor: `order ${orderId} cancel`,
          })
        ).approverId;
      }
      // A void of a paid order gives every payment back, recorded as refunds with the reason.
      if (row.paidTotal > 0) await refundPayments(trx, record, orderId, reason, session.user.id, approvedBy);
      patch.cancelReason = reason;
    }
    if (to === 'completed') {
      if (row.type === 'hold') throw rule('orders.stillHeld', { type: 'field.stillHeld' });
      // The limit may have been lowered since the discount was given: it must hold when the sale closes.
      if (row.discountTotal > 0) {
        approvedBy = await holdDiscountLimit(trx, session, await loadRules(trx), this.consumeApproval, {
          orderId,
          approvalFor: orderId,
          discount: storedDiscount(row),
          totals: row,
          approvalToken,
        });
      }
      const due = row.total - row.paidTotal;
      if (due > 0 && row.type === 'debit') {
        // A debit order's unpaid remainder goes onto the customer's account.
        await this.pay(trx, session, orderId, [
          { method: 'account', amount: due, tendered: null, reference: null },
        ]);
      } else if (due > 0) {
        throw rule(msg('orders.notPaid', { due }), { payments: 'field.notPaid' });
      }
      patch.completedAt = now;
      patch.invoiceNumber = await repo.nextCounter(trx, 'invoice');
    }
    await repo.updateOrder(trx, orderId, patch);
    await addHistory(trx, orderId, from, to, session.user.id, reason);
    return approvedBy;
  }

  private async pay(trx: Trx, session: SessionUser, orderId: number, payments: Payment[]): Promise<void> {
    if (payments.length === 0) return;
    if (!can(session.user.permissions, 'payments.take')) throw new AppError('FORBIDDEN', 'orders.noPayments');
    const adding = payments.reduce((s, p) => s + p.amount, 0);
    // One conditional statement: two payments racing on the same order cannot both fit the total.
    const row = await money.addPaid(trx, orderId, adding);
    if (!row.added) {
      throw rule(msg('orders.overpaid', { excess: row.paidTotal + adding - row.total }), {
        payments: 'field.overDue',
      });
    }
    await refuseTooMuchChange(trx, orderId, payments);
    const now = nowIso();
    for (const [i, p] of payments.entries()) {
      if (p.method === 'account') {
        if (!row.customerId)
          throw rule('orders.accountNoCustomer', {
            customerId: 'field.chooseCustomer',
          });
        const balance = await money.chargeAccount(trx, row.customerId, p.amount, now);
        if (balance !== undefined && balance > MAX_BALANCE)
          throw rule(msg('orders.debtTooLarge', { max: MAX_BALANCE }), {
            [`payments.${i}.amount`]: 'field.overDebtMax',
          });
      }
      await money.insertPayment(trx, {
        orderId,
        customerId: p.method === 'account' ? row.customerId : null,
        method: p.method,
        amount: p.amount,
        tendered: p.tendered,
        change: p.tendered === null ? 0 : p.tendered - p.amount,
        reference: p.reference,
        userId: session.user.id,
        createdAt: now,
      });
    }
  }

  private async checkParties(
    trx: Trx,
    type: OrderType,
    tableId: number | null,
    customerId: number | null,
  ): Promise<void> {
    if (tableId) {
      const table = await repo.diningTable(trx, tableId);
      if (!table?.active) throw rule('orders.noTable', { tableId: 'field.noSuchTable' });
    }
    if (customerId) {
      const customer = await repo.customer(trx, customerId);
      if (!customer) throw rule('orders.noCustomer', { customerId: 'field.noSuchCustomer' });
      if (type === 'debit' && customer.status !== 'active')
        throw rule('orders.customerBlocked', { customerId: 'field.blocked' });
    } else if (type === 'debit') {
      throw rule('orders.debitNoCustomer', { customerId: 'field.chooseCustomer' });
    }
  }

  private async deliveryAddress(
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
}

/**
 * Whether the currency is in use: any order records amounts in it. Takes the currency lock alone
 * until the caller's transaction ends, so no order is created meanwhile in the old currency.
 */
export async function currencyInUse(trx: Trx, engine: Engine): Promise<boolean> {
  await repo.lockCurrency(trx, engine, 'alone');
  return repo.anyOrder(trx);
}

/**
 * Cash tendered beyond the amount is change given back; what one order gives back in all may not
 * pass MAX_ORDER_TOTAL, so the order's change due always fits its answer's Money.
 */
async function refuseTooMuchChange(trx: Trx, orderId: number, payments: Payment[]): Promise<void> {
  const adding = payments.reduce((s, p) => s + (p.tendered === null ? 0 : p.tendered - p.amount), 0);
  if (adding === 0) return;
  if ((await money.changeGiven(trx, orderId)) + adding > MAX_ORDER_TOTAL)
    throw rule(msg('orders.changeTooLarge', { max: MAX_ORDER_TOTAL }), {
      payments: 'field.tooMuchTendered',
    });
}

/**
 * The manager who approved a change with their PIN, for the order's audit row: the id, and the name
 * as it was then (a cashier reading the order cannot list users).
 */
async function approver(
  trx: Trx,
  id: number | null,
): Promise<{ approvedBy?: number; approvedByName?: string | null }> {
  if (id === null) return {};
  return { approvedBy: id, approvedByName: await repo.userName(trx, id) };
}
