import type { DiningTable } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { DiningTableTable } from '../../db/schema.ts';

/** The full row, secret included; callers drop `qrToken` for roles that may not see it. */
export function toTable(r: Selectable<DiningTableTable>): Required<DiningTable> {
  return {
    id: r.id,
    name: r.name,
    seats: r.seats,
    area: r.area,
    areaAr: r.areaAr,
    posX: r.posX,
    posY: r.posY,
    status: r.status,
    active: r.active === 1,
    qrToken: r.qrToken,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function listTables(db: Db, filter: { activeOnly?: boolean } = {}) {
  let q = db.selectFrom('diningTables').selectAll().orderBy('name').orderBy('id');
  if (filter.activeOnly) q = q.where('active', '=', 1);
  return (await q.execute()).map(toTable);
}

export async function findTable(db: Db, id: number) {
  const row = await db.selectFrom('diningTables').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toTable(row);
}

/** Another table already named so, for a clear 409 before the unique constraint fires. */
export function findTableNameClash(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('diningTables').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** The Arabic name an area's tables carry (the first table's that has one), or null. */
export async function areaArabicName(db: Db, area: string): Promise<string | null> {
  const row = await db
    .selectFrom('diningTables')
    .select('areaAr')
    .where('area', '=', area)
    .where('areaAr', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.areaAr ?? null;
}

/** Names an area in Arabic on every table of it: the name belongs to the area, not to one table. */
export async function renameAreaArabic(db: Db, area: string, areaAr: string | null): Promise<void> {
  await db.updateTable('diningTables').set({ areaAr }).where('area', '=', area).execute();
}

export const insertDiningTable = (db: Db, values: Insertable<DiningTableTable>) =>
  insertRow(db, 'diningTables', values);
export const updateDiningTable = (db: Db, id: number, values: Updateable<DiningTableTable>) =>
  updateRow(db, 'diningTables', id, values);
export const deleteDiningTable = (db: Db, id: number) => deleteRow(db, 'diningTables', id);
