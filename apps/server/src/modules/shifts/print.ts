import { minorToDecimal, type Shift, type TillFigures } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { msg, render, type Msg, type PlainKey } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import {
  type Block,
  type PrintDocument,
  printOnReceiptPrinter,
  receiptWords,
  stamp,
} from '../printers/index.ts';

/** What heads a till report: its title, then lines such as the cashier or the business day. */
interface Heading {
  title: Msg | PlainKey;
  lines: (Msg | PlainKey)[];
}

/**
 * An X or Z report on the receipt printer, in the restaurant's language: the heading, the sales,
 * the money per method, the drawer, and for a Z its shifts. Answers the print job's id.
 */
export async function printTillReport(
  trx: Db,
  record: RecordChange,
  report: { heading: Heading; figures: TillFigures; currency: string; shifts: Shift[]; closing?: Shift },
  printerId?: number,
): Promise<number> {
  const words = await receiptWords(trx);
  const t = (text: Msg | PlainKey) => render(text, words.locale);
  const money = (minor: number) => minorToDecimal(minor, report.currency);
  const zone = words.timeZone;
  const row = (label: Msg | PlainKey, minor: number, bold = false): Block => ({
    type: 'row',
    start: t(label),
    end: money(minor),
    bold,
  });
  const f = report.figures;
  const blocks: Block[] = [
    { type: 'text', text: words.settings.get('restaurant_name') ?? '', size: 2, bold: true, align: 'center' },
    { type: 'text', text: t(report.heading.title), bold: true, align: 'center' },
    ...report.heading.lines.map((line): Block => ({ type: 'text', text: t(line), align: 'center' })),
    { type: 'text', text: t(msg('print.till.from', { at: stamp(f.from, zone) })) },
    { type: 'text', text: t(msg('print.till.to', { at: stamp(f.to, zone) })) },
    { type: 'rule' },
    { type: 'row', start: t('print.till.orders'), end: String(f.orders) },
    row('print.till.gross', f.gross),
    row('print.till.discounts', f.discounts),
    row('print.till.service', f.serviceCharge),
    row('print.till.tax', f.tax),
    row('print.till.sales', f.sales),
    row('print.till.refunds', f.refunds),
    row('print.till.net', f.net, true),
    row(msg('print.till.voids', { n: f.voids }), f.voidTotal),
    { type: 'rule' },
    { type: 'text', text: t('print.till.payments'), bold: true },
    ...f.payments.filter((p) => p.count > 0).map((p) => row(`print.payment.${p.method}`, p.amount)),
    ...methodSection(t('print.till.settlements'), f.settlements, row),
    ...methodSection(t('print.till.givenBack'), f.givenBack, row),
    { type: 'rule' },
    row('print.till.float', f.float),
    row('print.till.payIns', f.payIns),
    row('print.till.payOuts', f.payOuts),
    row('print.till.expected', f.expectedCash, true),
    ...closingLines(report.closing, row),
    ...report.shifts.flatMap((s): Block[] => [
      { type: 'text', text: t(msg('print.till.shift', { n: s.id, name: s.userName ?? '' })) },
      ...closingLines(s, row),
    ]),
    { type: 'feed', lines: 2 },
  ];
  const document: PrintDocument = { dir: words.locale === 'ar' ? 'rtl' : 'ltr', blocks };
  return printOnReceiptPrinter(trx, record, { kind: 'report', orderId: null, document }, printerId);
}

type Row = (label: Msg | PlainKey, minor: number, bold?: boolean) => Block;

function methodSection(title: string, rows: TillFigures['payments'], row: Row): Block[] {
  const used = rows.filter((p) => p.count > 0);
  if (used.length === 0) return [];
  return [
    { type: 'text', text: title, bold: true },
    ...used.map((p) => row(`print.payment.${p.method}`, p.amount)),
  ];
}

/** A closed shift's count: expected, counted, over or short. */
function closingLines(shift: Shift | undefined, row: Row): Block[] {
  if (!shift || shift.counted === null) return [];
  return [
    row('print.till.counted', shift.counted),
    row('print.till.difference', shift.difference ?? 0, true),
  ];
}
