import { z } from 'zod';
import { OptionalText, Resp, Text, Timestamp } from './common.ts';
import { PRINTER_CONNECTIONS, PRINTER_KINDS } from './constants.ts';
import { says } from './messages/index.ts';

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
