import { PrinterInput, type Printer } from '@cashier/contracts';
import { z } from 'zod';
import type { SchemaForm } from '@/lib/form';

/** Kitchen and bar printers print a station's tickets; receipt printers print on payment. */
export const printsTickets = (kind: Printer['kind']) => kind === 'kitchen' || kind === 'bar';

/**
 * The printer as the form holds it. Fields that belong to another kind or connection (a host
 * typed before choosing Browser, a station before choosing Receipts) stay in their boxes while
 * the person changes their mind, but are not sent. The contract then checks the body.
 */
export const PrinterFormSchema = z
  .object({
    ...PrinterInput.shape,
    host: z.string(),
    port: z.union([z.number(), z.string()]),
    /** The station's id as text; '' is every station. */
    stationId: z.string(),
  })
  .transform(({ host, port, stationId, ...printer }): z.input<typeof PrinterInput> => {
    const network = printer.connection === 'network';
    return {
      ...printer,
      host: network ? host : null,
      port: network && typeof port === 'number' ? port : null,
      stationId: printsTickets(printer.kind) && stationId ? Number(stationId) : null,
      // A drawer hangs on a receipt printer only: any other kind never opens one.
      cashDrawer: printer.kind === 'receipt' && printer.cashDrawer === true,
    };
  })
  .pipe(PrinterInput);

export type PrinterFormValues = z.input<typeof PrinterFormSchema>;
export type PrinterFormState = SchemaForm<typeof PrinterFormSchema>;

/** The form's first values: the printer's, or a new network receipt printer's. */
export function printerFormValues(printer: Printer | null): PrinterFormValues {
  return {
    name: printer?.name ?? '',
    kind: printer?.kind ?? 'receipt',
    connection: printer?.connection ?? 'network',
    host: printer?.host ?? '',
    port: printer?.port ?? '',
    paperWidth: printer?.paperWidth ?? 80,
    active: printer?.active ?? true,
    stationId: printer?.stationId ? String(printer.stationId) : '',
    autoReceipt: printer?.autoReceipt ?? true,
    cashDrawer: printer?.cashDrawer ?? false,
    mode: printer?.mode ?? 'raster',
  };
}
