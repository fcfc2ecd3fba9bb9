import type { ApiError, ErrorCode } from '@cashier/contracts';
import type { Locale } from './messages/locale.ts';
import { render, type Key, type Text } from './messages/text.ts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

/**
 * An error the client is meant to see: it becomes `{error: {code, message, fields}}`, worded in the
 * client's language by {@link AppError.body}. `message` and `fields` hold the English, for logs.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  constructor(
    readonly code: ErrorCode,
    readonly text: Text,
    readonly fieldTexts?: Record<string, Text>,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(render(text, 'en'));
    this.statusCode = STATUS[code];
    if (fieldTexts) this.fields = wordFields(fieldTexts, 'en');
  }

  /** The error body in a language. */
  body(locale: Locale): ApiError['error'] {
    const body: ApiError['error'] = { code: this.code, message: render(this.text, locale) };
    if (this.fieldTexts) body.fields = wordFields(this.fieldTexts, locale);
    return body;
  }
}

const wordFields = (fields: Record<string, Text>, locale: Locale) =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, render(text, locale)]));

/** A unique-constraint failure on either engine (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

type After<K, Prefix extends string> = K extends `${Prefix}${infer Rest}` ? Rest : never;

/** `notFound('order')` answers 404 "Order not found" (the key `notFound.order`). */
export const notFound = (what: After<Key, 'notFound.'>) => new AppError('NOT_FOUND', `notFound.${what}`);
export const conflict = (text: Text, fields?: Record<string, Text>) => new AppError('CONFLICT', text, fields);
