import type { PrintJobStatus, Printer } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { PrinterTable } from '../../db/schema.ts';

type PrinterRow = Selectable<PrinterTable> & {
  queued: number | string | null;
  failed: number | string | null;
};

/** Online when its last attempt succeeded; unknown until the server has tried it. */
function onlineOf(r: Selectable<PrinterTable>): boolean | null {
  if (!r.lastErrorAt) return r.lastSuccessAt ? true : null;
  return r.lastSuccessAt !== null && r.lastSuccessAt >= r.lastErrorAt;
}

function toPrinter(r: PrinterRow): Printer {
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
    stationId: r.stationId,
    autoReceipt: r.autoReceipt === 1,
    cashDrawer: r.cashDrawer === 1,
    mode: r.mode,
    health: {
      online: onlineOf(r),
      lastSuccessAt: r.lastSuccessAt,
      lastError: r.lastError,
      lastErrorAt: r.lastErrorAt,
      queued: Number(r.queued),
      failed: Number(r.failed),
    },
  };
}

/** Printers with the count of their jobs waiting and failed. */
function printersWithCounts(db: Db) {
  return db
    .selectFrom('printers as p')
    .selectAll('p')
    .select((eb) => {
      const jobs = (statuses: PrintJobStatus[]) =>
        eb
          .selectFrom('printJobs as j')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('j.printerId', '=', 'p.id')
          .where('j.status', 'in', statuses);
      return [jobs(['queued', 'sending']).as('queued'), jobs(['failed']).as('failed')];
    });
}

export async function listPrinters(db: Db): Promise<Printer[]> {
  const rows = await printersWithCounts(db).orderBy('p.name').orderBy('p.id').execute();
  return rows.map(toPrinter);
}

export async function findPrinter(db: Db, id: number): Promise<Printer | undefined> {
  const row = await printersWithCounts(db).where('p.id', '=', id).executeTakeFirst();
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

/** The active network printers of these kinds: kitchen and bar for tickets, receipt for receipts and drawers. */
export const networkPrinters = (db: Db, kinds: Printer['kind'][]) =>
  db
    .selectFrom('printers')
    .select(['id', 'stationId', 'autoReceipt', 'cashDrawer'])
    .where('active', '=', 1)
    .where('connection', '=', 'network')
    .where('kind', 'in', kinds)
    .orderBy('id')
    .execute();
