import { z } from 'zod';
import { ERROR_CODES } from './constants.ts';
import { says } from './messages/index.ts';

/** The `resp` object the original API returns beside an entity or collection. */
export const Resp = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type Resp = z.infer<typeof Resp>;

/** An answer that is only the `resp` envelope (deletes, sign-out). */
export const RespResponse = z.object({ resp: Resp });
export type RespResponse = z.infer<typeof RespResponse>;

export const ApiError = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * The largest whole number a client may send for anything stored in an `integer` column (2^31 − 1,
 * PostgreSQL's limit): ids, versions, quantities, sort orders, seats, ports, pages. Past it
 * PostgreSQL refuses the query, so every such input is capped here and answers 400 instead.
 */
export const MAX_INT = 2_147_483_647;

/** A row id in a body. */
export const Id = z.number().int().positive().max(MAX_INT);
/** A row id in a path or query string, where it arrives as text. */
export const QueryId = z.coerce.number().int().positive().max(MAX_INT);
export const IdParam = z.object({ id: QueryId });
/** `?ids=3,8,21`: up to 200 ids, for screens that need a few rows by id (a page's names, one form). */
export const IdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, says.idList)
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(Id));

/** The version of a row the client last saw (optimistic locking). */
export const Version = z.number().int().min(1).max(MAX_INT);

/**
 * Paging for a list: `page` from 1, `perPage` up to `max` (`fallback` when absent). The page is
 * capped so that the offset, (page − 1) × perPage, stays far below MAX_INT.
 */
export const Paging = (fallback: number, max: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(max).default(fallback),
});

/** What a paged list answers beside its rows: how many match across all pages, and which page this is. */
export const PageInfo = {
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
};

/** The largest amount the API takes or returns, in minor units. */
export const MONEY_MAX = 1_000_000_000_000;
/** Minor units: an integer, never a float. */
export const Money = z.number().int().min(0).max(MONEY_MAX);
/**
 * A sum of many orders' money (a day's sales): minor units without Money's per-order ceiling,
 * still an exact integer in a double.
 */
export const MoneyTotal = z.number().int().min(0);

export const Timestamp = z.string().describe('ISO 8601 UTC timestamp');

/**
 * Control characters: C0 (NUL among them, which PostgreSQL refuses in text), DEL and C1. None
 * belongs in a name; text that may run over several lines keeps tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const NO_CONTROLS = says.controlCharacters;

interface TextOptions {
  /** Tab, line feed and carriage return are allowed (notes, addresses, descriptions). */
  multiline?: boolean;
}
const allowed = (options: TextOptions) => (options.multiline ? MULTI_LINE : SINGLE_LINE);

/**
 * A string from a client that may reach the database: no control characters. Every free-text
 * input of the contracts is one (Text and OptionalText too); the server's input guard
 * (plugins/input-guard.ts) is the net for anything a contract misses.
 * @example SafeString({ multiline: true }).max(20_000)
 */
export const SafeString = (options: TextOptions = {}) => z.string().regex(allowed(options), NO_CONTROLS);

/** Trimmed, non-empty text up to `max` characters. */
export const Text = (max: number, options: TextOptions = {}) =>
  z.string().trim().min(1).max(max).regex(allowed(options), NO_CONTROLS);
/** Trimmed optional text; empty becomes null. */
export const OptionalText = (max: number, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(allowed(options), NO_CONTROLS)
    .nullish()
    .transform((v) => (v ? v : null));
