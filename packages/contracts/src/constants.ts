/**
 * The contracts' constants and helpers that the web needs at run time, kept free of zod so a
 * screen that only reads them does not download the schema library (the package is
 * `"sideEffects": false`, so the bundler drops the schema modules nobody imports). The schemas
 * beside them (customers.ts, orders.ts, ...) import these; index.ts re-exports everything.
 */
import type { Setting, SettingKey } from './settings.ts';

/** The `error.code` values of an API error body. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RULE_BROKEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a sign-in lockout limits: a password at one account from one address (`login`), passwords
 * from one address (`login-ip`), one user's PIN (`pin`), PINs from one address (`pin-ip`), or one
 * requester's manager-approval PINs (`approve`).
 */
export const LOCKOUT_KINDS = ['login', 'login-ip', 'pin', 'pin-ip', 'approve'] as const;
export type LockoutKind = (typeof LOCKOUT_KINDS)[number];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'other', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TABLE_STATUSES = ['available', 'occupied', 'reserved', 'cleaning'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export function isTableStatus(value: string): value is TableStatus {
  return (TABLE_STATUSES as readonly string[]).includes(value);
}

/** Where a printer sits in the kitchen flow: receipts at the till, tickets at a station. */
export const PRINTER_KINDS = ['receipt', 'kitchen', 'bar', 'label'] as const;
/** How the server reaches it: raw ESC/POS over TCP 9100, or the browser's print dialog. */
export const PRINTER_CONNECTIONS = ['network', 'browser'] as const;
export const PAPER_WIDTHS = [58, 80] as const;
/** raster: every line drawn as an image (Arabic always is); text: Latin lines as the printer's own text. */
export const PRINTER_MODES = ['raster', 'text'] as const;
/** What a print job prints: a station's kitchen ticket, a receipt (or its reprint), a test page. */
export const PRINT_JOB_KINDS = ['kitchen', 'receipt', 'test', 'report'] as const;
/** queued (waiting or between retries), sending, printed, failed (given up until staff retry or move it). */
export const PRINT_JOB_STATUSES = ['queued', 'sending', 'printed', 'failed'] as const;

/**
 * The online website's editable content (the website itself comes later):
 * `home` sections of the home page, `page` free pages (about, terms…), `slider` home-page slides.
 */
export const SITE_PAGE_KINDS = ['home', 'page', 'slider'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

/** The settings list as the key → value map the web reads. */
export function settingsMap(settings: readonly Setting[]): Partial<Record<SettingKey, string>> {
  return Object.fromEntries(settings.map((s) => [s.key, s.value]));
}
