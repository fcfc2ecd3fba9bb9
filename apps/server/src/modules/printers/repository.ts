import type { Printer } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { PrinterTable } from '../../db/schema.ts';

function toPrinter(r: Selectable<PrinterTable>): Printer {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as Printer['kind'],
    connection: r.connection as Printer['connection'],
    host: r.host,
    port: r.port,
    paperWidth: r.paperWidth === 58 ? 58 : 80,
    active: r.active === 1,
    createdAt: r.createdAt,
  };
}

export async function listPrinters(db: Db): Promise<Printer[]> {
  const rows = await db.selectFrom('printers').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toPrinter);
}

export async function findPrinter(db: Db, id: number): Promise<Printer | undefined> {
  const row = await db.selectFrom('printers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPrinter(row);
}

/** Another printer already named so, for a clear 409 before the unique index fires. */
export function findPrinterNameClash(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('printers').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function insertPrinter(db: Db, values: Insertable<PrinterTable>) {
  return db.insertInto('printers').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Answers whether the printer was there to change. */
export async function updatePrinter(db: Db, id: number, values: Updateable<PrinterTable>): Promise<boolean> {
  const r = await db.updateTable('printers').set(values).where('id', '=', id).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deletePrinter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('printers').where('id', '=', id).execute();
}
