import {
  invoiceSeller,
  minorToDecimal,
  zatcaQrData,
  zatcaSeller,
  type Order,
  type ZatcaConfig,
} from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { localTime, parseSettings } from '@cashier/sale';
import type { Locale } from '../../lib/messages/locale.ts';
import { msg, render, type Msg, type PlainKey } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { pluginState, settingValues } from '../settings/read.ts';
import { AppError } from '../../lib/errors.ts';
import { asCopy, type Block, type PrintDocument } from './document.ts';
import { enqueue, networkPrinter, type NewJob } from './queue.ts';
import * as repo from './repository.ts';
import { clock, times } from './tickets.ts';

const SETTINGS = [
  'restaurant_name',
  'seller_name',
  'address',
  'phone',
  'vat_number',
  'receipt_footer',
  'receipt_footer_ar',
  'timezone',
  'default_language',
];

export interface ReceiptWords {
  locale: Locale;
  settings: Map<string, string>;
  /** The restaurant's time zone, with its default, for the printed times. */
  timeZone: string;
  /** The ZATCA phase 1 QR's seller and VAT number (the General settings'), when the plugin is on. */
  zatca: ZatcaConfig | null;
}

/** What a receipt needs besides the order: settings, the ZATCA plugin, in the restaurant's language. */
export async function receiptWords(db: Db): Promise<ReceiptWords> {
  const settings = await settingValues(db, SETTINGS);
  const plugin = await pluginState(db, 'zatca');
  return {
    locale: settings.get('default_language') === 'ar' ? 'ar' : 'en',
    settings,
    timeZone: parseSettings(settings).timeZone,
    zatca: zatcaSeller(
      plugin?.enabled ?? false,
      invoiceSeller((k) => settings.get(k)),
    ),
  };
}

/** The date and time of an instant on the restaurant's clock: 2026-11-24 21:05. */
export const stamp = (iso: string, timeZone: string) =>
  `${localTime(timeZone, Date.parse(iso)).date} ${clock(iso, timeZone)}`;

/** Basis points as a plain percentage: 1500 → "15", 1250 → "12.5". */
const percent = (bp: number) => String(bp / 100);

interface Words {
  t: (text: PlainKey | Msg) => string;
  s: (key: string) => string;
  money: (minor: number) => string;
  ar: boolean;
  timeZone: string;
}

function wordsFor(order: Order, w: ReceiptWords): Words {
  return {
    t: (text) => render(text, w.locale),
    s: (key) => w.settings.get(key) ?? '',
    money: (minor) => minorToDecimal(minor, order.currency),
    ar: w.locale === 'ar',
    timeZone: w.timeZone,
  };
}

/**
 * The restaurant, its legal seller name when that differs, its address, phone and VAT number, then
 * the invoice (or the bill, before completion), its number, time and cashier.
 */
function heading(order: Order, { t, s, timeZone }: Words): Block[] {
  const invoiced = order.invoiceNumber !== null;
  const centred = (text: string, bold = false, size: 1 | 2 = 1): Block => ({
    type: 'text',
    text,
    bold,
    size,
    align: 'center',
  });
  const blocks: Block[] = [centred(s('restaurant_name'), true, 2)];
  const seller = s('seller_name').trim();
  if (seller && seller !== s('restaurant_name').trim()) blocks.push(centred(seller, true));
  for (const line of [s('address'), s('phone')]) if (line) blocks.push(centred(line));
  if (s('vat_number')) blocks.push(centred(t(msg('print.receipt.vatNo', { n: s('vat_number') }))));
  const number = invoiced ? t(msg('print.receipt.invoiceNo', { n: order.invoiceNumber! })) : '';
  const cashier = order.userName ? t(msg('print.receipt.cashier', { name: order.userName })) : '';
  const at = stamp(order.completedAt ?? order.createdAt, timeZone);
  blocks.push(
    centred(t(invoiced ? 'print.receipt.invoice' : 'print.receipt.bill'), true),
    { type: 'row', start: number, end: t(msg('print.receipt.order', { n: order.ticketNumber })) },
    { type: 'row', start: at, end: cashier },
    { type: 'rule' },
  );
  return blocks;
}

/** The lines, the totals as priced, the payments with change and refunds. */
function figures(order: Order, { t, money, ar }: Words): Block[] {
  const row = (start: string, end: string, big = false): Block =>
    big ? { type: 'row', start, end, size: 2, bold: true } : { type: 'row', start, end };
  const blocks: Block[] = [];
  for (const line of order.lines) {
    blocks.push(row(`${times(line.quantity, ar)} ${ar ? line.nameAr : line.nameEn}`, money(line.lineTotal)));
    for (const m of line.modifiers) blocks.push({ type: 'text', text: `  + ${ar ? m.nameAr : m.nameEn}` });
  }
  blocks.push({ type: 'rule' }, row(t('print.receipt.subtotal'), money(order.subtotal)));
  if (order.discountTotal > 0)
    blocks.push(row(t('print.receipt.discount'), `-${money(order.discountTotal)}`));
  if (order.serviceCharge > 0) blocks.push(row(t('print.receipt.service'), money(order.serviceCharge)));
  const rate = percent(order.taxRateBp);
  const vat = msg(order.taxInclusive ? 'print.receipt.vatIncluded' : 'print.receipt.vat', { rate });
  const total = t(msg('print.receipt.total', { currency: order.currency }));
  blocks.push(row(t(vat), money(order.taxTotal)), row(total, money(order.total), true));
  for (const p of order.payments)
    blocks.push(row(t(`print.payment.${p.method}`), money(p.tendered ?? p.amount)));
  if (order.changeDue > 0) blocks.push(row(t('print.receipt.change'), money(order.changeDue)));
  if (order.refundedTotal > 0) blocks.push(row(t('print.receipt.refunded'), money(order.refundedTotal)));
  return blocks;
}

/** ZATCA phase 1: a completed order's QR (zatcaQrData), none on a bill or with the plugin off. */
function zatcaQr(order: Order, zatca: ZatcaConfig | null): Block[] {
  const data = zatcaQrData(order, zatca);
  return data === null
    ? []
    : [
        { type: 'feed', lines: 1 },
        { type: 'qr', data },
      ];
}

/**
 * A till receipt on paper, every figure as the server priced it: the restaurant, the invoice (or
 * the bill, before the order is completed), the lines, the totals, the payments and change, the
 * ZATCA QR on a completed order when the plugin is on, and the footer.
 */
export function receiptDocument(order: Order, w: ReceiptWords): PrintDocument {
  const words = wordsFor(order, w);
  // The Arabic footer on an Arabic receipt; the English one when it has none.
  const footer = (words.ar && words.s('receipt_footer_ar')) || words.s('receipt_footer');
  const blocks = [...heading(order, words), ...figures(order, words), ...zatcaQr(order, w.zatca)];
  if (footer) blocks.push({ type: 'feed', lines: 1 }, { type: 'text', text: footer, align: 'center' });
  blocks.push({ type: 'feed', lines: 2 });
  return { dir: words.ar ? 'rtl' : 'ltr', blocks };
}

/**
 * What paying prints, in the paying transaction: when cash was taken, the drawer opens on every
 * receipt printer it hangs on; when the order was completed, its receipt prints on every receipt
 * printer set to print receipts by itself. One job per printer, the drawer kick with the receipt.
 */
export async function printOnPayment(
  trx: Db,
  record: RecordChange,
  order: Order,
  happened: { cash: boolean; completed: boolean },
): Promise<void> {
  if (!happened.cash && !happened.completed) return;
  const printers = (await repo.networkPrinters(trx, ['receipt'])).filter(
    (p) => (happened.cash && p.cashDrawer === 1) || (happened.completed && p.autoReceipt === 1),
  );
  if (printers.length === 0) return;
  const receipt = happened.completed ? receiptDocument(order, await receiptWords(trx)) : null;
  const jobs: NewJob[] = printers.map((p) => {
    const drawer = happened.cash && p.cashDrawer === 1;
    const blocks = receipt && p.autoReceipt === 1 ? receipt.blocks : [];
    return {
      printerId: p.id,
      kind: 'receipt',
      orderId: order.id,
      document: { dir: receipt?.dir ?? 'ltr', blocks, drawer },
    };
  });
  await enqueue(trx, record, jobs);
}

/**
 * Prints an order's receipt on request (the order page's reprint, a bill for a table): on the
 * given printer or the first receipt printer. A completed order's receipt is marked COPY, the
 * original having printed when it was paid. Answers the job's id.
 */
export async function printReceipt(
  trx: Db,
  record: RecordChange,
  order: Order,
  printerId?: number,
): Promise<number> {
  const receipt = receiptDocument(order, await receiptWords(trx));
  const document = order.invoiceNumber === null ? receipt : asCopy(receipt);
  return printOnReceiptPrinter(trx, record, { kind: 'receipt', orderId: order.id, document }, printerId);
}

/**
 * Queues a document on the given printer or the first receipt printer (422 when there is none,
 * or when the given one is not a receipt printer): a receipt, an X or a Z report. Answers the job's id.
 */
export async function printOnReceiptPrinter(
  trx: Db,
  record: RecordChange,
  job: Omit<NewJob, 'printerId'>,
  printerId?: number,
): Promise<number> {
  const target = printerId ?? (await repo.networkPrinters(trx, ['receipt']))[0]?.id;
  if (target === undefined) throw new AppError('RULE_BROKEN', 'printers.noReceiptPrinter');
  const printer = await networkPrinter(trx, target);
  // A receipt or a till report on a kitchen printer is money on the pass for anyone to read.
  if (printer.kind !== 'receipt') throw new AppError('RULE_BROKEN', 'printers.notReceiptPrinter');
  const [id] = await enqueue(trx, record, [{ ...job, printerId: target }]);
  return id!;
}
