import type { KitchenTicket, TicketKind } from '@cashier/contracts';
import { intlLocale, type Locale } from '@cashier/web-core/locale';
import { namesOf } from './names';

/** A station's names, as the stations list gives them. */
export type StationNames = ReadonlyMap<number, { nameEn: string; nameAr: string }>;

/**
 * What tells one recently bumped ticket from another of the same order: its station, in the
 * screen's language (null until the stations are read), its kind when it is not the first send,
 * its table, and when it was bumped.
 */
export interface RecallLabel {
  number: number;
  station: string | null;
  /** Its dishes are routed to no station (the expo screen shows them). */
  noStation: boolean;
  kind: Exclude<TicketKind, 'fire'> | null;
  table: string | null;
  bumpedAt: string | null;
}

export function recallLabel(
  ticket: KitchenTicket,
  stations: StationNames | undefined,
  locale: Locale,
): RecallLabel {
  const named = ticket.stationId === null ? undefined : stations?.get(ticket.stationId);
  return {
    number: ticket.orderNumber,
    station: named ? namesOf(named, locale, false).main : null,
    noStation: ticket.stationId === null,
    kind: ticket.kind === 'fire' ? null : ticket.kind,
    table: ticket.tableName,
    bumpedAt: ticket.bumpedAt,
  };
}

/** When a ticket was bumped, on the kitchen device's clock: "12:41 PM", "12:41 م". */
export function bumpedTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(new Date(iso));
}
