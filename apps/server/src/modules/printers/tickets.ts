import type { KitchenItem, KitchenTicket, Station } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { localTime, parseSettings } from '@cashier/sale';
import type { Locale } from '../../lib/messages/locale.ts';
import { msg, render, type PlainKey } from '../../lib/messages/text.ts';
import type { Record as RecordChange } from '../../lib/store.ts';
import { settingValues } from '../settings/read.ts';
import { allStations } from '../stations/index.ts';
import type { Block, PrintDocument } from './document.ts';
import { enqueue, type NewJob } from './queue.ts';
import * as repo from './repository.ts';

interface TicketWords {
  locale: Locale;
  /** The other language's dish names too (the kitchen_both_languages setting). */
  both: boolean;
  timeZone: string;
  stations: Map<number, Station>;
}

const HEADLINE: Record<KitchenTicket['kind'], PlainKey | null> = {
  fire: null,
  add: 'print.add',
  void: 'print.void',
  cancel: 'print.cancel',
};

/**
 * "2 x" in English, plain ASCII a text-mode printer prints; "2×" in Arabic, whose × takes the
 * line's direction, where a Latin x would pull the count to the wrong side of the dish.
 */
export const times = (n: number, ar: boolean) => (ar ? `${n}×` : `${n} x`);

/** HH:MM of an instant on the restaurant's clock. */
export function clock(iso: string, timeZone: string): string {
  const { hour, minute } = localTime(timeZone, Date.parse(iso));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function itemBlocks(item: KitchenItem, w: TicketWords): Block[] {
  const ar = w.locale === 'ar';
  const name = ar ? item.nameAr : item.nameEn;
  const other = ar ? item.nameEn : item.nameAr;
  const blocks: Block[] = [
    { type: 'text', text: `${times(item.quantity - item.voided, ar)} ${name}`, size: 2, bold: true },
  ];
  if (w.both && other !== name) blocks.push({ type: 'text', text: other });
  for (const m of item.modifiers) blocks.push({ type: 'text', text: `+ ${ar ? m.nameAr : m.nameEn}` });
  const where = [
    item.seat === null ? '' : render(msg('print.seat', { n: item.seat }), w.locale),
    item.course === null ? '' : render(msg('print.course', { n: item.course }), w.locale),
  ].filter(Boolean);
  // Plain ASCII in English, so a text-mode printer prints it as text.
  if (where.length > 0) blocks.push({ type: 'text', text: where.join(ar ? '، ' : ', ') });
  if (item.note)
    blocks.push({ type: 'text', text: render(msg('print.note', { note: item.note }), w.locale), bold: true });
  return blocks;
}

/**
 * A kitchen ticket on paper, in the restaurant's language: what kind of send it is (an addition,
 * a void, a cancel) in white on black, the station, the order's number large, its type, table,
 * waiter and time, then each dish large with its options, seat, course and note.
 */
export function ticketDocument(ticket: KitchenTicket, w: TicketWords): PrintDocument {
  const t = (key: PlainKey) => render(key, w.locale);
  const station = ticket.stationId === null ? undefined : w.stations.get(ticket.stationId);
  const stationName = station
    ? w.locale === 'ar'
      ? station.nameAr
      : station.nameEn
    : t('print.allStations');
  // Its kind: a pos order at a table is dine-in, one without a counter sale (the screens' words).
  const kind = ticket.orderType === 'pos' ? (ticket.tableName ? 'dine-in' : 'counter') : ticket.orderType;
  const type = t(`print.type.${kind}`);
  const headline = HEADLINE[ticket.kind];
  const blocks: Block[] = [];
  if (headline) blocks.push({ type: 'text', text: t(headline), size: 3, align: 'center', invert: true });
  blocks.push(
    { type: 'row', start: `#${ticket.orderNumber}`, end: stationName, size: 3, bold: true },
    { type: 'row', start: type, end: clock(ticket.firedAt, w.timeZone), size: 2 },
  );
  if (ticket.tableName)
    blocks.push({
      type: 'text',
      text: render(msg('print.table', { name: ticket.tableName }), w.locale),
      size: 2,
    });
  if (ticket.waiterName)
    blocks.push({ type: 'text', text: render(msg('print.waiter', { name: ticket.waiterName }), w.locale) });
  blocks.push({ type: 'rule' });
  for (const item of ticket.items) blocks.push(...itemBlocks(item, w));
  if (ticket.note)
    blocks.push(
      { type: 'rule' },
      { type: 'text', text: render(msg('print.note', { note: ticket.note }), w.locale), bold: true },
    );
  blocks.push({ type: 'feed', lines: 2 });
  return { dir: w.locale === 'ar' ? 'rtl' : 'ltr', blocks };
}

/**
 * Queues new kitchen tickets on paper, in the transaction that made them: each on every active
 * network kitchen or bar printer of its station, and on those set to every station. With no
 * such printer this is one small read.
 */
export async function printTickets(
  trx: Db,
  record: RecordChange,
  tickets: readonly KitchenTicket[],
): Promise<void> {
  if (tickets.length === 0) return;
  const printers = await repo.networkPrinters(trx, ['kitchen', 'bar']);
  if (printers.length === 0) return;
  const settings = await settingValues(trx, ['default_language', 'kitchen_both_languages', 'timezone']);
  const { kitchenBothLanguages, timeZone } = parseSettings(settings);
  const words: TicketWords = {
    locale: settings.get('default_language') === 'ar' ? 'ar' : 'en',
    both: kitchenBothLanguages,
    timeZone,
    stations: new Map((await allStations(trx)).map((s) => [s.id, s])),
  };
  const jobs: NewJob[] = [];
  for (const ticket of tickets) {
    const document = ticketDocument(ticket, words);
    for (const p of printers)
      if (p.stationId === null || p.stationId === ticket.stationId)
        jobs.push({ printerId: p.id, kind: 'kitchen', orderId: ticket.orderId, document });
  }
  await enqueue(trx, record, jobs);
}
