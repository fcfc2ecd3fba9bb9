import type { Station } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { StationTable } from '../../db/schema.ts';

function toStation(r: Selectable<StationTable>): Station {
  return {
    id: r.id,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    sortOrder: r.sortOrder,
    active: r.active === 1,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function listStations(db: Db): Promise<Station[]> {
  const rows = await db.selectFrom('stations').selectAll().orderBy('sortOrder').orderBy('id').execute();
  return rows.map(toStation);
}

export async function findStation(db: Db, id: number): Promise<Station | undefined> {
  const row = await db.selectFrom('stations').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toStation(row);
}

/** Another station already named so in either language, for a clear 409. */
export function findNameClash(db: Db, names: { nameEn: string; nameAr: string }, exceptId?: number) {
  let q = db
    .selectFrom('stations')
    .select(['id', 'nameEn', 'nameAr'])
    .where((eb) => eb.or([eb('nameEn', '=', names.nameEn), eb('nameAr', '=', names.nameAr)]));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export const insertStation = (db: Db, values: Insertable<StationTable>) => insertRow(db, 'stations', values);
export const updateStation = (db: Db, id: number, values: Updateable<StationTable>) =>
  updateRow(db, 'stations', id, values);
export const deleteStation = (db: Db, id: number) => deleteRow(db, 'stations', id);
