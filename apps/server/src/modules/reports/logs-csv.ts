import {
  AUDIT_KIND_WORDS,
  auditActionText,
  auditDetails,
  auditDetailsText,
  auditEntityText,
  type AuditTermGroup,
  type StaffLogsReport,
} from '@cashier/contracts';
import { localTime } from '@cashier/sale';
import { en } from '../../lib/messages/en.ts';
import type { Locale } from '../../lib/messages/locale.ts';
import { msg, render, type PlainKey } from '../../lib/messages/text.ts';
import { toCsv, type CsvColumn } from './csv.ts';

/*
 * The staff logs as CSV, as a manager reads them on screen: times in the restaurant's time zone
 * (named in the heading), and each row's kind, action, entity and details in words of the
 * reader's language (the contracts' audit words), amounts as money of the restaurant's currency.
 */

/** The server's own words for the values the details hold; a value without one stays as it is. */
const TERM_KEYS: Partial<Record<AuditTermGroup, (value: string) => string>> = {
  orderStatus: (v) => `orderStatus.${v}`,
  method: (v) => `print.payment.${v}`,
};

function termOf(locale: Locale) {
  return (group: AuditTermGroup, value: string): string | undefined => {
    const key = TERM_KEYS[group]?.(value);
    return key && Object.hasOwn(en, key) ? render(key as PlainKey, locale) : undefined;
  };
}

/**
 * An instant as the restaurant's wall clock reads it, sortable: "2026-11-27 21:05:09".
 * @example localStamp('2026-11-27T18:05:09.120Z', 'Asia/Riyadh') // "2026-11-27 21:05:09"
 */
export function localStamp(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const t = localTime(timeZone, at);
  const pad = (n: number) => String(n).padStart(2, '0');
  // Time zones are whole minutes off UTC today, so the seconds are the recorded ones.
  return `${t.date} ${pad(t.hour)}:${pad(t.minute)}:${iso.slice(17, 19) || '00'}`;
}

export function staffLogsCsv(r: StaffLogsReport, locale: Locale): string {
  type Row = StaffLogsReport['logs'][number];
  const ctx = { lang: locale, currency: r.currency, term: termOf(locale) };
  const columns: CsvColumn<Row>[] = [
    { heading: msg('csv.time', { zone: r.timeZone }), value: (x) => localStamp(x.createdAt, r.timeZone) },
    { heading: 'csv.user', value: (x) => x.userName },
    { heading: 'csv.kind', value: (x) => AUDIT_KIND_WORDS[x.kind][locale] },
    { heading: 'csv.action', value: (x) => auditActionText(x.action, locale) },
    { heading: 'csv.entity', value: (x) => auditEntityText(x.entity, null, locale) },
    { heading: 'csv.entityId', value: (x) => x.entityId },
    {
      heading: 'csv.details',
      value: (x) => auditDetailsText(auditDetails(x.data, x.entity, ctx), locale) || null,
    },
    { heading: 'csv.ip', value: (x) => x.ip },
  ];
  return toCsv(columns, r.logs, locale);
}
