import { describe, expect, it } from 'vitest';
import { PrinterFormSchema, printerFormValues } from './printer-form-schema';

const blank = printerFormValues(null);

describe('the printer form', () => {
  it('sends a kitchen printer its station and no drawer; a browser printer no address', () => {
    const body = PrinterFormSchema.parse({
      ...blank,
      name: 'Grill',
      kind: 'kitchen',
      connection: 'browser',
      host: '10.0.0.9',
      port: 9100,
      stationId: '3',
      cashDrawer: true,
    });
    expect(body).toMatchObject({ kind: 'kitchen', host: null, port: null, stationId: 3, cashDrawer: false });
  });

  it("keeps a receipt printer's options and drops a station chosen before the kind changed", () => {
    const body = PrinterFormSchema.parse({
      ...blank,
      name: 'Till',
      host: '10.0.0.5',
      stationId: '3',
      autoReceipt: false,
      cashDrawer: true,
      mode: 'text',
    });
    expect(body).toMatchObject({
      host: '10.0.0.5',
      port: null,
      stationId: null,
      autoReceipt: false,
      cashDrawer: true,
      mode: 'text',
    });
  });

  it('reads every station as no station', () => {
    expect(
      PrinterFormSchema.parse({ ...blank, name: 'Bar', kind: 'bar', host: 'bar.local' }).stationId,
    ).toBeNull();
  });
});
