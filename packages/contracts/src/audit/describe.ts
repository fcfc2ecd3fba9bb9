import { formatMoney } from '../money.ts';
import { ORDER_KIND_LABELS } from '../order-kinds.ts';
import { AUDIT_ACTION_WORDS, AUDIT_ENTITY_WORDS, isAuditAction } from './actions.ts';
import { AUDIT_FIELDS, AUDIT_HIDDEN_FIELDS, AUDIT_VALUE_WORDS, type AuditFormat } from './fields.ts';

/*
 * An audit row as a person reads it, in English or Arabic: its action as a sentence, its entity
 * by name, and its details as labelled values, with money in the restaurant's currency. The web
 * (staff logs, an order's audit trail) and the server (the staff-logs CSV) both word rows here,
 * so they say the same thing. What this file does not know (a field or an action of an older or
 * newer version) still reads: a field name split into words, an action as its code.
 */

export type AuditLanguage = 'en' | 'ar';

/** Words the reader's side already has for a value (an order status, a permission, ...). */
export type AuditTermGroup =
  'orderStatus' | 'tableStatus' | 'customerStatus' | 'orderType' | 'method' | 'permission';

export interface AuditContext {
  lang: AuditLanguage;
  /** The restaurant's currency (ISO 4217): amounts are minor units of it. */
  currency: string;
  /** The Intl locale for numbers and money (default: `lang`). */
  intl?: string;
  /** A value's word from the reader's own terms; undefined leaves the value as recorded. */
  term?: (group: AuditTermGroup, value: string) => string | undefined;
  /** A staff member's name by id, when the reader knows it. */
  userName?: (id: number) => string | null | undefined;
}

export interface AuditDetail {
  key: string;
  label: string;
  value: string;
}

export interface AuditRowLike {
  action: string;
  entity?: string | null;
  entityId?: string | number | null;
  /** The recorded details: as stored (JSON text) or already parsed. */
  data: string | Record<string, unknown> | null;
}

/** An action as a sentence; an action this version does not know reads as its code. */
export function auditActionText(action: string, lang: AuditLanguage): string {
  return isAuditAction(action) ? AUDIT_ACTION_WORDS[action][lang] : action;
}

/** A field's label; an unknown one split into words ("tableId" → "Table id"). */
export function auditFieldLabel(key: string, lang: AuditLanguage): string {
  const known = Object.hasOwn(AUDIT_FIELDS, key) ? AUDIT_FIELDS[key] : undefined;
  if (known) return known[lang];
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** What a row is about: "Order #12" ("طلب #12"). */
export function auditEntityText(
  entity: string | null | undefined,
  entityId: string | number | null | undefined,
  lang: AuditLanguage,
): string | null {
  if (!entity) return null;
  const name = Object.hasOwn(AUDIT_ENTITY_WORDS, entity) ? AUDIT_ENTITY_WORDS[entity]![lang] : entity;
  return entityId === null || entityId === undefined || entityId === '' ? name : `${name} #${entityId}`;
}

const listSeparator = (lang: AuditLanguage) => (lang === 'ar' ? '، ' : ', ');

/** Parses stored details; text that is not a JSON object comes back under `value`. */
export function auditData(data: AuditRowLike['data']): Record<string, unknown> | null {
  if (data === null) return null;
  if (typeof data !== 'string') return data;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    return { value: parsed };
  } catch {
    return { value: data };
  }
}

/** Keys whose recorded strings are words of the log itself (a PIN "set", a reason "disabled"). */
const WORDED_KEYS = new Set(['pin', 'via', 'reason', 'from', 'to', 'locale']);

const STATUS_GROUPS: Record<string, AuditTermGroup> = {
  order: 'orderStatus',
  table: 'tableStatus',
  customer: 'customerStatus',
};

function formatBytes(n: number, intl: string): string {
  const [unit, size] =
    n >= 1024 * 1024
      ? (['megabyte', n / 1024 / 1024] as const)
      : n >= 1024
        ? (['kilobyte', n / 1024] as const)
        : (['byte', n] as const);
  return new Intl.NumberFormat(intl, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

/** One recorded value as a person reads it. */
function formatValue(
  key: string,
  v: unknown,
  format: AuditFormat | undefined,
  entity: string | null | undefined,
  data: Record<string, unknown>,
  ctx: AuditContext,
): string {
  const { lang } = ctx;
  const intl = ctx.intl ?? lang;
  const word = (w: string) => AUDIT_VALUE_WORDS[w]?.[lang];
  const termOr = (group: AuditTermGroup, value: string) => ctx.term?.(group, value) ?? word(value) ?? value;
  const list = (items: unknown[], one: (x: unknown) => string) =>
    items.length === 0 ? word('none')! : items.map(one).join(listSeparator(lang));
  const id = (x: unknown) => (typeof x === 'number' || typeof x === 'string' ? `#${x}` : generic(x));
  const generic = (x: unknown): string => {
    if (x === null || x === undefined) return '—';
    if (typeof x === 'boolean') return word(x ? 'yes' : 'no')!;
    if (typeof x === 'number') return new Intl.NumberFormat(intl).format(x);
    if (typeof x === 'string') return WORDED_KEYS.has(key) ? (word(x) ?? x) : x;
    if (Array.isArray(x)) return list(x, generic);
    const inner = auditDetails(x as Record<string, unknown>, entity, ctx);
    return inner.map((d) => `${d.label}: ${d.value}`).join(listSeparator(lang));
  };
  switch (format) {
    case 'money':
      return typeof v === 'number' ? formatMoney(v, ctx.currency, intl) : generic(v);
    case 'status': {
      const group = entity ? STATUS_GROUPS[entity] : undefined;
      return typeof v === 'string' && group ? termOr(group, v) : generic(v);
    }
    case 'orderType': {
      // The order's kind in the one word every surface uses: a pos order by whether it has a table.
      const labels: Record<string, string> = ORDER_KIND_LABELS[lang];
      const kind = v === 'pos' && 'tableId' in data ? (data.tableId === null ? 'counter' : 'dine-in') : v;
      return typeof kind === 'string' && Object.hasOwn(labels, kind) ? labels[kind]! : generic(v);
    }
    case 'method':
    case 'permission': {
      const one = (x: unknown) => (typeof x === 'string' ? termOr(format, x) : generic(x));
      return Array.isArray(v) ? list(v, one) : one(v);
    }
    case 'locale':
      return typeof v === 'string' ? (word(v) ?? v) : generic(v);
    case 'fields':
      return Array.isArray(v)
        ? list(v, (x) => (typeof x === 'string' ? auditFieldLabel(x, lang) : generic(x)))
        : generic(v);
    case 'order':
    case 'ref':
      return Array.isArray(v) ? list(v, id) : id(v);
    case 'user': {
      if (typeof v !== 'number') return generic(v);
      const recorded =
        key === 'approvedBy' && typeof data.approvedByName === 'string' ? data.approvedByName : null;
      return recorded ?? ctx.userName?.(v) ?? `#${v}`;
    }
    case 'yesNo':
      return v === true || v === 1 ? word('yes')! : v === false || v === 0 ? word('no')! : generic(v);
    case 'bytes':
      return typeof v === 'number' ? formatBytes(v, intl) : generic(v);
    default:
      return generic(v);
  }
}

/**
 * A row's details as labelled values, in the order recorded; empty values (null) are left out.
 * @example auditDetails('{"expected":52200,"counted":51000}', 'shift', { lang: 'en', currency: 'SAR' })
 *   // [{ key: 'expected', label: 'Expected cash', value: 'SAR 522.00' }, { key: 'counted', ... }]
 */
export function auditDetails(
  data: AuditRowLike['data'],
  entity: string | null | undefined,
  ctx: AuditContext,
): AuditDetail[] {
  const values = auditData(data);
  if (!values) return [];
  return Object.entries(values)
    .filter(([k, v]) => v !== null && v !== undefined && !AUDIT_HIDDEN_FIELDS.has(k))
    .map(([key, v]) => {
      const field = Object.hasOwn(AUDIT_FIELDS, key) ? AUDIT_FIELDS[key] : undefined;
      return {
        key,
        label: auditFieldLabel(key, ctx.lang),
        value: formatValue(key, v, field?.format, entity, values, ctx),
      };
    });
}

/** Details on one line: "Expected cash: SAR 522.00; Counted cash: SAR 510.00". */
export function auditDetailsText(details: AuditDetail[], lang: AuditLanguage): string {
  return details.map((d) => `${d.label}: ${d.value}`).join(lang === 'ar' ? '؛ ' : '; ');
}

/** A whole row in words: its action, what it is about, and its details. */
export function describeAudit(row: AuditRowLike, ctx: AuditContext) {
  return {
    action: auditActionText(row.action, ctx.lang),
    entity: auditEntityText(row.entity, row.entityId, ctx.lang),
    details: auditDetails(row.data, row.entity, ctx),
  };
}
