import { z } from 'zod';
import { Money, Resp, Text, Timestamp } from './common.ts';
import { says } from './messages/index.ts';

/**
 * Counter displays (the customer-facing screen beside a till). The display shows a short pairing
 * code; the till that is told the code pushes its cart there, and the display follows it.
 */

/** Letters and digits a person reads off a screen without mixing them up (no 0/O, 1/I/L). */
export const DISPLAY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DISPLAY_CODE_LENGTH = 6;

/** What the display shows: the sale being built, the sale paid (with the change), or nothing. */
export const DISPLAY_PHASES = ['idle', 'cart', 'paid'] as const;
export type DisplayPhase = (typeof DISPLAY_PHASES)[number];

/**
 * A pairing code as typed at the till: case and spaces do not matter. The pattern on the text as
 * sent is what the OpenAPI document shows (a transform hides the one after it), so a client or the
 * fuzzer reading the document can make a code that reaches the display.
 */
export const DisplayCode = z
  .string()
  .regex(
    new RegExp(
      `^ *(?:[${DISPLAY_CODE_ALPHABET}${DISPLAY_CODE_ALPHABET.toLowerCase()}] *){${DISPLAY_CODE_LENGTH}}$`,
    ),
    says.displayCode,
  )
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(new RegExp(`^[${DISPLAY_CODE_ALPHABET}]{${DISPLAY_CODE_LENGTH}}$`), says.displayCode),
  );
export const DisplayParam = z.object({ code: DisplayCode });

/**
 * The most lines a display takes: more than a screen shows at once (a longer cart sends its newest
 * lines). With the names' bound it caps a push at about 80 KB, where 300 lines of 200 characters
 * made a push of 360 KB and 100 of them 14.5 MB of stream.
 */
export const DISPLAY_LINES_MAX = 100;
/** The longest line name a display takes: a product's name with its options, cut to fit a line. */
export const DISPLAY_NAME_MAX = 120;
/**
 * The largest push body in bytes: the largest valid push written with every character escaped
 * (`\u0627`, 6 bytes) is about 150 KB; anything larger answers 413 before it is read.
 */
export const DISPLAY_BODY_MAX = 192 * 1024;

export const DisplayLine = z.object({
  nameEn: Text(DISPLAY_NAME_MAX),
  nameAr: Text(DISPLAY_NAME_MAX),
  quantity: z.number().int().min(1).max(100_000),
  /** The line's total in minor units, options included. */
  total: Money,
});
export type DisplayLine = z.infer<typeof DisplayLine>;

/** What a till pushes: the whole state, never a change to it, so a missed push is repaired by the next. */
export const DisplayInput = z.object({
  phase: z.enum(DISPLAY_PHASES),
  lines: z.array(DisplayLine).max(DISPLAY_LINES_MAX),
  subtotal: Money,
  discount: Money,
  serviceCharge: Money.default(0),
  tax: Money,
  taxInclusive: z.boolean().default(true),
  total: Money,
  /** Paid and change: what the customer handed over and gets back, once the sale is paid. */
  paid: Money.default(0),
  change: Money.default(0),
});
export type DisplayInput = z.input<typeof DisplayInput>;

export const DisplayState = z.object({
  code: z.string(),
  phase: z.enum(DISPLAY_PHASES),
  lines: z.array(DisplayLine),
  subtotal: z.number().int(),
  discount: z.number().int(),
  serviceCharge: z.number().int(),
  tax: z.number().int(),
  taxInclusive: z.boolean(),
  total: z.number().int(),
  paid: z.number().int(),
  change: z.number().int(),
  /** Counts the pushes, so a screen keeps the newest of a read and an event that cross. */
  version: z.number().int(),
  updatedAt: Timestamp.nullable(),
});
export type DisplayState = z.infer<typeof DisplayState>;
export const DisplayResponse = z.object({ display: DisplayState });
export type DisplayResponse = z.infer<typeof DisplayResponse>;
export const DisplayPushResponse = z.object({ display: DisplayState, resp: Resp });

/** A slide of the website's slider, as the idle display shows it. */
export const DisplaySlide = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  image: z.string().nullable(),
});
export type DisplaySlide = z.infer<typeof DisplaySlide>;
export const DisplaySlidesResponse = z.object({ slides: z.array(DisplaySlide) });
export type DisplaySlidesResponse = z.infer<typeof DisplaySlidesResponse>;
