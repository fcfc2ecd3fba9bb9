import { randomBytes } from 'node:crypto';
import {
  TABLE_STATUSES,
  isTableStatus,
  type DiningTable,
  type TableInput,
  type TableWithOrder,
} from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { kitchenStates } from '../kitchen/index.ts';
import { openTableOrders } from '../orders/read.ts';
import * as repo from './repository.ts';

type TableData = z.output<typeof TableInput>;

/** 144 random bits, URL-safe: the table's QR link must not be guessable from its neighbours'. */
const newQrToken = () => randomBytes(18).toString('base64url');

/** The table as a caller may see it: the QR secret only for those who manage tables. */
function present<T extends DiningTable>(table: T, withToken: boolean): T {
  if (withToken) return table;
  const { qrToken: _secret, ...rest } = table;
  return rest as T;
}

/**
 * The Arabic name a saved table's area gets (none without an area): the one given, written on
 * every table of the area; the area's own when none is given (a client that does not know the
 * field keeps it); null given clears it for the whole area.
 */
async function areaArabic(trx: Db, data: TableData): Promise<string | null> {
  if (data.area === null) return null;
  if (data.areaAr === undefined) return repo.areaArabicName(trx, data.area);
  await repo.renameAreaArabic(trx, data.area, data.areaAr);
  return data.areaAr;
}

export class TablesService {
  constructor(private readonly store: Store) {}

  private get db(): Db {
    return this.store.db;
  }

  async list(withToken: boolean): Promise<DiningTable[]> {
    return (await repo.listTables(this.db)).map((t) => present(t, withToken));
  }

  /** Active tables with the open order each is serving, for the floor plan and the POS. */
  async listWithOrders(withToken: boolean): Promise<TableWithOrder[]> {
    const [tables, orders] = await Promise.all([
      repo.listTables(this.db, { activeOnly: true }),
      openTableOrders(this.db),
    ]);
    const kitchen = await kitchenStates(
      this.db,
      orders.map((o) => o.id),
    );
    const byTable = new Map<number, typeof orders>();
    for (const o of orders) byTable.set(o.tableId, [...(byTable.get(o.tableId) ?? []), o]);
    return tables.map((t) => {
      const open = byTable.get(t.id) ?? [];
      const first = open[0];
      return {
        ...present(t, withToken),
        openOrder: first
          ? {
              id: first.id,
              ticketNumber: first.ticketNumber,
              total: first.total,
              status: first.status,
              createdAt: first.createdAt,
              kitchenStatus: kitchen.orders.get(first.id) ?? null,
            }
          : null,
        openOrderCount: open.length,
      };
    });
  }

  async create(actor: Actor, input: TableData): Promise<DiningTable> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkName(trx, input.name);
      const data = { ...input, areaAr: await areaArabic(trx, input) };
      const now = nowIso();
      const row = await repo.insertDiningTable(trx, {
        ...data,
        active: data.active ? 1 : 0,
        status: 'available',
        qrToken: newQrToken(),
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'table.create',
        entity: 'table',
        entityId: row.id,
        data,
        event: { topic: 'table.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustTable(id);
  }

  /** Layout and details only; the status has its own call and the QR secret its own rotation. */
  async update(actor: Actor, id: number, input: TableData): Promise<DiningTable> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkName(trx, input.name, id);
      const data = { ...input, areaAr: await areaArabic(trx, input) };
      const r = await repo.updateDiningTable(trx, id, {
        ...data,
        active: data.active ? 1 : 0,
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('table');
      await record({
        action: 'table.update',
        entity: 'table',
        entityId: id,
        data,
        event: { topic: 'table.updated', payload: { id } },
      });
    });
    return this.mustTable(id);
  }

  /**
   * Marks a table available, occupied, reserved or cleaning. While an order is open on it the table
   * stays occupied (the orders module frees it when the last order closes), so the floor plan never
   * shows a served table as free.
   */
  async setStatus(actor: Actor, id: number, status: string, withToken: boolean): Promise<DiningTable> {
    if (!isTableStatus(status)) {
      throw new AppError('RULE_BROKEN', msg('tables.status', { statuses: TABLE_STATUSES.join(', ') }), {
        status: msg('field.oneOf', { options: TABLE_STATUSES.join(', ') }),
      });
    }
    await this.store.write(actor, async (trx, record) => {
      const table = await repo.findTable(trx, id);
      if (!table) throw notFound('table');
      if (table.status === status) return;
      if (status !== 'occupied' && (await openTableOrders(trx, [id])).length > 0) {
        throw new AppError('RULE_BROKEN', 'tables.orderOpen', {
          status: 'field.orderOpen',
        });
      }
      await repo.updateDiningTable(trx, id, { status, updatedAt: nowIso() });
      await record({
        action: 'table.status',
        entity: 'table',
        entityId: id,
        data: { status, previous: table.status },
        event: { topic: 'table.status', payload: { id, status } },
      });
    });
    return present(await this.mustTable(id), withToken);
  }

  /** A new QR secret: the old printed code stops working (a leaked or photographed code). */
  async rotateToken(actor: Actor, id: number): Promise<DiningTable> {
    await this.store.write(actor, async (trx, record) => {
      const r = await repo.updateDiningTable(trx, id, { qrToken: newQrToken(), updatedAt: nowIso() });
      if (r.numUpdatedRows === 0n) throw notFound('table');
      // The secret itself stays out of the audit log and the event stream.
      await record({
        action: 'table.rotate-token',
        entity: 'table',
        entityId: id,
        event: { topic: 'table.updated', payload: { id } },
      });
    });
    return this.mustTable(id);
  }

  /** Closed orders keep their history (their table link becomes empty); open ones block the delete. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const table = await repo.findTable(trx, id);
      if (!table) throw notFound('table');
      const open = await openTableOrders(trx, [id]);
      if (open.length > 0) {
        throw conflict(msg('tables.ordersOpen', { orders: open.length }));
      }
      await repo.deleteDiningTable(trx, id);
      await record({
        action: 'table.delete',
        entity: 'table',
        entityId: id,
        data: { name: table.name },
        event: { topic: 'table.deleted', payload: { id } },
      });
    });
  }

  private async checkName(db: Db, name: string, exceptId?: number): Promise<void> {
    if (await repo.findTableNameClash(db, name, exceptId)) {
      throw conflict('tables.nameTaken', { name: 'field.usedByTable' });
    }
  }

  private async mustTable(id: number): Promise<DiningTable> {
    const t = await repo.findTable(this.db, id);
    if (!t) throw notFound('table');
    return t;
  }
}
