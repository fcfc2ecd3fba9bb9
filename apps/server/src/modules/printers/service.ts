import type { Printer, PrinterInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { stationExists } from '../stations/index.ts';
import * as repo from './repository.ts';
import { loadTargetPolicy, targetRefusal, type Refusal } from './target.ts';

/** What the host or port field says when the printer's target is refused. */
const REFUSAL_FIELD = {
  port: { port: 'field.printerPort' },
  numericHost: { host: 'field.numericHost' },
  metadataHost: { host: 'field.metadataHost' },
  address: { host: 'field.refusedAddress' },
} as const satisfies Record<Refusal, Record<string, string>>;

type PrinterData = z.output<typeof PrinterInput>;

/** ESC/POS printers listen on raw TCP 9100 unless told otherwise. */
export const DEFAULT_PRINTER_PORT = 9100;

/** What is stored: a browser printer has no address, a network one gets the usual port by default. */
function columns(data: PrinterData) {
  const network = data.connection === 'network';
  return {
    name: data.name,
    kind: data.kind,
    connection: data.connection,
    host: network ? data.host : null,
    port: network ? (data.port ?? DEFAULT_PRINTER_PORT) : null,
    paperWidth: data.paperWidth,
    active: data.active ? 1 : 0,
    stationId: data.stationId ?? null,
    autoReceipt: data.autoReceipt ? 1 : 0,
    cashDrawer: data.cashDrawer ? 1 : 0,
    mode: data.mode,
  };
}

/**
 * Refuses (422) a network printer's host and port outside the printer-target rule (target.ts).
 * The send path checks again, on the resolved address, every time it connects.
 */
async function checkTarget(db: Db, values: { host: string | null; port: number | null }): Promise<void> {
  if (values.host === null || values.port === null) return;
  const refusal = targetRefusal(values.host, values.port, await loadTargetPolicy(db));
  if (refusal) throw new AppError('RULE_BROKEN', 'printers.targetRefused', REFUSAL_FIELD[refusal]);
}

export class PrintersService {
  constructor(private readonly store: Store) {}

  list(): Promise<Printer[]> {
    return repo.listPrinters(this.store.db);
  }

  async create(actor: Actor, data: PrinterData): Promise<Printer> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkName(trx, data.name);
      await this.checkStation(trx, data.stationId);
      const values = columns(data);
      await checkTarget(trx, values);
      const row = await repo.insertPrinter(trx, { ...values, createdAt: nowIso() });
      await record({
        action: 'printer.create',
        entity: 'printer',
        entityId: row.id,
        data: values,
        event: { topic: 'printer.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustPrinter(id);
  }

  async update(actor: Actor, id: number, data: PrinterData): Promise<Printer> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkName(trx, data.name, id);
      await this.checkStation(trx, data.stationId);
      const values = columns(data);
      await checkTarget(trx, values);
      const r = await repo.updatePrinter(trx, id, values);
      if (r.numUpdatedRows === 0n) throw notFound('printer');
      await record({
        action: 'printer.update',
        entity: 'printer',
        entityId: id,
        data: values,
        event: { topic: 'printer.updated', payload: { id } },
      });
    });
    return this.mustPrinter(id);
  }

  /**
   * Deletes the printer and, through the foreign key's cascade, its print jobs: a job cannot be
   * printed without its printer, and the order itself keeps everything needed to print it again.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const printer = await repo.findPrinter(trx, id);
      if (!printer) throw notFound('printer');
      await repo.deletePrinter(trx, id);
      await record({
        action: 'printer.delete',
        entity: 'printer',
        entityId: id,
        data: { name: printer.name },
        event: { topic: 'printer.deleted', payload: { id } },
      });
    });
  }

  private async checkName(db: Db, name: string, exceptId?: number): Promise<void> {
    if (await repo.findPrinterNameClash(db, name, exceptId)) {
      throw conflict('printers.nameTaken', { name: 'field.usedByPrinter' });
    }
  }

  private async checkStation(db: Db, stationId: number | null | undefined): Promise<void> {
    if (stationId != null && !(await stationExists(db, stationId))) {
      throw new AppError('RULE_BROKEN', 'catalog.noSuchStation', { stationId: 'field.noSuchStation' });
    }
  }

  private async mustPrinter(id: number): Promise<Printer> {
    const p = await repo.findPrinter(this.store.db, id);
    if (!p) throw notFound('printer');
    return p;
  }
}
