import { z } from 'zod';
import { ERROR_CODES } from './constants.ts';

/** The `resp` object the spec's table returns beside an entity or collection. */
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

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** The largest amount the API takes or returns, in minor units. */
export const MONEY_MAX = 1_000_000_000_000;
/** Minor units: an integer, never a float. */
export const Money = z.number().int().min(0).max(MONEY_MAX);

export const Timestamp = z.string().describe('ISO 8601 UTC timestamp');

/** Trimmed, non-empty text up to `max` characters. */
export const Text = (max: number) => z.string().trim().min(1).max(max);
/** Trimmed optional text; empty becomes null. */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
