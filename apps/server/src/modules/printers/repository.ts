import type { Printer } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { PrinterTable } from '../../db/schema.ts';

function toPrinter(r: Selectable<PrinterTable>): Printer {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    connection: r.connection,
    host: r.host,
    port: r.port,
    paperWidth: r.paperWidth,
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

export const insertPrinter = (db: Db, values: Insertable<PrinterTable>) => insertRow(db, 'printers', values);
export const updatePrinter = (db: Db, id: number, values: Updateable<PrinterTable>) =>
  updateRow(db, 'printers', id, values);
export const deletePrinter = (db: Db, id: number) => deleteRow(db, 'printers', id);
