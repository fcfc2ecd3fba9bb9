import type { PrintJobKind, PrintJobStatus, Printer } from '@cashier/contracts';
import { flag, id, integer, orNull, text } from './columns.ts';

/** The printers and their queue (see db/schema.ts and migrations 001, 003 and 013). */
export const PRINTING_TABLES = {
  printers: {
    id: id(),
    name: text(),
    kind: text<Printer['kind']>(),
    /** network (ESC/POS over TCP) or browser (the print dialog). */
    connection: text<Printer['connection']>(),
    host: orNull(text()),
    port: orNull(integer()),
    paperWidth: integer<Printer['paperWidth']>(),
    active: flag(),
    createdAt: text(),
    /** A kitchen or bar printer prints this station's tickets; null: every station's. */
    stationId: orNull(integer()),
    autoReceipt: flag(),
    cashDrawer: flag(),
    mode: text<Printer['mode']>(),
    lastSuccessAt: orNull(text()),
    lastError: orNull(text()),
    lastErrorAt: orNull(text()),
  },
  printJobs: {
    id: id(),
    printerId: integer(),
    orderId: orNull(integer()),
    kind: text<PrintJobKind>(),
    status: text<PrintJobStatus>(),
    attempts: integer(),
    lastError: orNull(text()),
    createdAt: text(),
    updatedAt: text(),
    /** What to print (a PrintDocument as JSON), as it was when the job was made. */
    document: text(),
    /** Not sent before this time (a retry's backoff). */
    nextAt: text(),
    claimedAt: orNull(text()),
    printedAt: orNull(text()),
    copy: flag(),
    late: flag(),
  },
};
