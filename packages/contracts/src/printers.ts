import { z } from 'zod';
import { Id, OptionalText, Resp, Text, Timestamp } from './common.ts';
import {
  PRINT_JOB_KINDS,
  PRINT_JOB_STATUSES,
  PRINTER_CONNECTIONS,
  PRINTER_KINDS,
  PRINTER_MODES,
} from './constants.ts';
import { says } from './messages/index.ts';

export * from './printer-targets.ts';

export const Printer = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRINTER_KINDS),
  connection: z.enum(PRINTER_CONNECTIONS),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  active: z.boolean(),
  createdAt: Timestamp,
  /** A kitchen or bar printer prints this station's tickets; null: every station's. */
  stationId: z.number().int().nullable(),
  /** A receipt printer prints each receipt on payment by itself; otherwise on request. */
  autoReceipt: z.boolean(),
  /** The cash drawer hangs on this printer: it opens when cash is taken. */
  cashDrawer: z.boolean(),
  mode: z.enum(PRINTER_MODES),
  /** How it is doing: online is null until the server has tried to reach it. */
  health: z.object({
    online: z.boolean().nullable(),
    lastSuccessAt: Timestamp.nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: Timestamp.nullable(),
    queued: z.number().int(),
    failed: z.number().int(),
  }),
});
export type Printer = z.infer<typeof Printer>;

/** Create and update take the whole printer. A network printer needs a host; its port defaults to 9100. */
export const PrinterInput = z
  .object({
    name: Text(80),
    kind: z.enum(PRINTER_KINDS),
    connection: z.enum(PRINTER_CONNECTIONS),
    host: OptionalText(253).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9.-]+$/, says.hostName)
        .nullable(),
    ),
    port: z.number().int().min(1, says.portRange).max(65535, says.portRange).nullish(),
    paperWidth: z.union([z.literal(58), z.literal(80)], { error: says.paperWidth }).default(80),
    active: z.boolean().default(true),
    stationId: Id.nullish(),
    autoReceipt: z.boolean().default(true),
    cashDrawer: z.boolean().default(false),
    mode: z.enum(PRINTER_MODES).default('raster'),
  })
  .superRefine((p, ctx) => {
    if (p.connection === 'network' && !p.host)
      ctx.addIssue({ code: 'custom', path: ['host'], message: says.networkHost });
  });
export type PrinterInput = z.input<typeof PrinterInput>;

export const PrintersResponse = z.object({ printers: z.array(Printer) });
export type PrintersResponse = z.infer<typeof PrintersResponse>;
export const PrinterResponse = z.object({ printer: Printer, resp: Resp });
export type PrinterResponse = z.infer<typeof PrinterResponse>;

export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PrintJob = z.object({
  id: z.number().int(),
  printerId: z.number().int(),
  orderId: z.number().int().nullable(),
  kind: z.enum(PRINT_JOB_KINDS),
  status: z.enum(PRINT_JOB_STATUSES),
  /** The order it prints for (a ticket, a receipt); null for a test page. */
  orderNumber: z.number().int().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Sent again after a send was cut off: it may have printed once already. */
  copy: z.boolean(),
  createdAt: Timestamp,
  printedAt: Timestamp.nullable(),
});
export type PrintJob = z.infer<typeof PrintJob>;
export const PrintJobsResponse = z.object({ jobs: z.array(PrintJob) });
export type PrintJobsResponse = z.infer<typeof PrintJobsResponse>;
export const PrintJobResponse = z.object({ job: PrintJob, resp: Resp });
export type PrintJobResponse = z.infer<typeof PrintJobResponse>;
/** Sends a failed or waiting job again, to its own printer or to another. */
export const PrintJobRetry = z.object({ printerId: Id.optional() });
export type PrintJobRetry = z.input<typeof PrintJobRetry>;
