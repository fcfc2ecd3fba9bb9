/**
 * ZATCA phase 1 (Saudi e-invoicing "generation" phase): the QR code on a simplified tax invoice is
 * the Base64 of five TLV records. Each record is a 1-byte tag, a 1-byte length and the value in
 * UTF-8; the length counts bytes, not characters, so an Arabic letter counts twice. Runs in the
 * browser and on the server alike: no Buffer, no TextEncoder (the contracts build against the
 * plain ECMAScript library), so the UTF-8 and Base64 steps are written out below. docs/zatca.md
 * tells where the QR is printed and what phase 2 adds.
 */
import { z } from 'zod';
import { SafeString } from './common.ts';
import { currencyExponent } from './money.ts';
import type { Order } from './orders.ts';
import { says } from './messages/index.ts';

/** ZATCA's limit for the seller name (tag 1), in UTF-8 bytes. */
export const ZATCA_SELLER_NAME_MAX_BYTES = 127;
/** A one-byte length cannot count further. */
const TLV_VALUE_MAX_BYTES = 255;

const TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vatTotal: 5 } as const;
type Field = keyof typeof TAGS;

/**
 * The seller as the QR code needs it (read from the General settings by invoiceSeller): a name of
 * at most 127 UTF-8 bytes and a 15-digit VAT number. Other fields are dropped.
 * @example ZatcaConfig.parse({ sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' })
 */
export const ZatcaConfig = z.object({
  sellerName: SafeString()
    .trim()
    .min(1, says.required)
    .refine((v) => utf8Length(v) <= ZATCA_SELLER_NAME_MAX_BYTES, says.zatcaSellerNameBytes),
  // ASCII digits only: `\d` without the `v` flag never matches Arabic-Indic digits.
  vatNumber: z.string().regex(/^3\d{13}3$/, says.zatcaVatNumber),
});
export type ZatcaConfig = z.infer<typeof ZatcaConfig>;

/** The General settings an invoice's seller is read from: entered once, there (docs/zatca.md). */
export const SELLER_SETTING_KEYS = ['seller_name', 'restaurant_name', 'vat_number'] as const;
export type SellerSettingKey = (typeof SELLER_SETTING_KEYS)[number];

/**
 * The seller a tax invoice names, from the General settings: the legal seller name, or the
 * restaurant's name when none is set, and the VAT number. Not checked here: ZatcaConfig says
 * whether the QR code can carry it.
 * @example invoiceSeller((k) => ({ restaurant_name: 'Bayt Al Grill', vat_number: '310122393500003' })[k])
 */
export function invoiceSeller(setting: (key: SellerSettingKey) => string | undefined): ZatcaConfig {
  const value = (key: SellerSettingKey) => (setting(key) ?? '').trim();
  return { sellerName: value('seller_name') || value('restaurant_name'), vatNumber: value('vat_number') };
}

/**
 * The seller the QR code carries: the settings' seller when the ZATCA plugin is on and the seller
 * meets ZatcaConfig, else null (no QR code).
 */
export function zatcaSeller(enabled: boolean, seller: ZatcaConfig): ZatcaConfig | null {
  if (!enabled) return null;
  const parsed = ZatcaConfig.safeParse(seller);
  return parsed.success ? parsed.data : null;
}

export interface ZatcaInvoice {
  sellerName: string;
  vatNumber: string;
  /**
   * The invoice's issue time in ISO 8601, written as given (e.g. `2026-11-24T13:05:00Z`). It must
   * be when the invoice was issued, stored with it, not the time the QR is drawn: a reprint must
   * carry the same code.
   */
  timestamp: string;
  /** The invoice total with VAT, in minor units. */
  total: number;
  /** The VAT in that total, in minor units. */
  vatTotal: number;
  /** The currency's minor-unit exponent (currencyExponent: 2 for SAR, so 11500 is "115.00"). */
  exponent: number;
}

/** The five values of a phase 1 QR code, as the text they carry. */
export type ZatcaFields = Record<Field, string>;

/**
 * The content of an invoice's phase 1 QR code: Base64 of the TLV records for tags 1 to 5.
 * Throws a RangeError when a value is longer than a one-byte length can say (255 UTF-8 bytes) or
 * an amount is not a whole, non-negative number of minor units.
 * @example
 * zatcaTlv({
 *   sellerName: 'Bayt Al Grill',
 *   vatNumber: '310122393500003',
 *   timestamp: '2026-11-24T13:05:00Z',
 *   total: 11500, // "115.00"
 *   vatTotal: 1500, // "15.00"
 *   exponent: 2, // SAR
 * })
 */
export function zatcaTlv(invoice: ZatcaInvoice): string {
  const values: ZatcaFields = {
    sellerName: invoice.sellerName,
    vatNumber: invoice.vatNumber,
    timestamp: invoice.timestamp,
    total: amountText(invoice.total, invoice.exponent, 'total'),
    vatTotal: amountText(invoice.vatTotal, invoice.exponent, 'vatTotal'),
  };
  const bytes: number[] = [];
  for (const field of Object.keys(TAGS) as Field[]) {
    const value = utf8(values[field]);
    if (value.length > TLV_VALUE_MAX_BYTES) {
      throw new RangeError(
        `ZATCA QR: ${field} is ${value.length} bytes in UTF-8; a TLV value holds at most ${TLV_VALUE_MAX_BYTES}`,
      );
    }
    bytes.push(TAGS[field], value.length, ...value);
  }
  return toBase64(bytes);
}

/**
 * Reads a phase 1 QR code back into its five values, to check what a receipt carries. Tags after
 * 5 (phase 2 adds 6 to 9, binary) are skipped. Throws when the text is not Base64, a record runs
 * past the end, a value is not UTF-8, or one of tags 1 to 5 is missing or repeated.
 * @example parseZatcaTlv(zatcaTlv(invoice)).total // "115.00"
 */
export function parseZatcaTlv(base64: string): ZatcaFields {
  const bytes = fromBase64(base64);
  const found: Partial<ZatcaFields> = {};
  const fields = Object.keys(TAGS) as Field[];
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`ZATCA QR: the record with tag ${tag} runs past the end`);
    }
    const field = fields.find((f) => TAGS[f] === tag);
    if (field) {
      if (found[field] !== undefined) throw new Error(`ZATCA QR: tag ${tag} appears twice`);
      found[field] = fromUtf8(bytes.slice(at + 2, at + 2 + length), tag);
    }
    at += 2 + length;
  }
  const missing = fields.filter((f) => found[f] === undefined).map((f) => TAGS[f]);
  if (missing.length) throw new Error(`ZATCA QR: tag ${missing.join(', ')} missing`);
  return found as ZatcaFields;
}

/**
 * Minor units as a decimal with exactly the exponent's digits, built from the integer's digits so
 * no float ever touches the amount: (11500, 2) → "115.00", (1500, 3) → "1.500", (115, 0) → "115".
 */
function amountText(minor: number, exponent: number, field: Field): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`ZATCA QR: ${field} must be a whole, non-negative number of minor units`);
  }
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 4) {
    throw new RangeError(`ZATCA QR: the currency exponent is ${exponent}; ISO 4217 uses 0 to 4`);
  }
  const digits = String(minor).padStart(exponent + 1, '0');
  return exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** How many bytes a string takes in UTF-8 (what a TLV length counts). */
export function utf8Length(text: string): number {
  return utf8(text).length;
}

/**
 * A string's UTF-8 bytes, as TextEncoder gives them: a lone surrogate (half of an emoji cut off)
 * becomes U+FFFD, as it would anywhere else the text is encoded.
 */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

/**
 * UTF-8 bytes back to text, strictly: decodeURIComponent refuses overlong forms, surrogates and
 * cut-off sequences, which is the check a QR reader needs.
 */
function fromUtf8(bytes: number[], tag: number): string {
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    throw new Error(`ZATCA QR: the value of tag ${tag} is not UTF-8`);
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard Base64 with padding (RFC 4648 §4), what ZATCA's QR readers expect. */
function toBase64(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += left > 1 ? ALPHABET[(n >> 6) & 63]! : '=';
    out += left > 2 ? ALPHABET[n & 63]! : '=';
  }
  return out;
}

function fromBase64(text: string): number[] {
  const clean = text.trim();
  if (!/^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(clean)) {
    throw new Error('ZATCA QR: the text is not Base64');
  }
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 4) {
    const quad = clean.slice(i, i + 4);
    const n = [...quad].reduce((acc, ch) => (acc << 6) | Math.max(ALPHABET.indexOf(ch), 0), 0);
    bytes.push((n >> 16) & 255);
    if (quad[2] !== '=') bytes.push((n >> 8) & 255);
    if (quad[3] !== '=') bytes.push(n & 255);
  }
  return bytes;
}

/**
 * What an order's ZATCA QR code holds, or null when it gets none: a bill (no invoice yet) or no
 * seller (the plugin off or not set up). The time is the invoice's issue time as stored, so the
 * browser receipt, the A4 invoice, the printed receipt and every reprint carry the same code.
 * @example zatcaQrData(order, { sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' })
 */
export function zatcaQrData(
  order: Pick<Order, 'invoiceNumber' | 'completedAt' | 'total' | 'taxTotal' | 'currency'>,
  seller: ZatcaConfig | null,
): string | null {
  if (!seller || order.invoiceNumber === null || !order.completedAt) return null;
  return zatcaTlv({
    sellerName: seller.sellerName,
    vatNumber: seller.vatNumber,
    timestamp: order.completedAt,
    total: order.total,
    vatTotal: order.taxTotal,
    exponent: currencyExponent(order.currency),
  });
}
