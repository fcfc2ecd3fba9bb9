import { z } from 'zod';
import { Money, OptionalText, Paging, Resp, Text, Timestamp } from './common.ts';
import { ImageUrl } from './catalog.ts';
import { sayWith, says } from './messages/index.ts';

/**
 * The first and last business day the server dates: the time-zone code (lib/business-day.ts)
 * reads four-digit years from Intl and ISO strings, and year 0001 or 9999 (and its previous
 * period, for a report) fall outside them. A century of restaurant days is wide enough.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

/** A real calendar date as YYYY-MM-DD (2023-02-29 is refused), from DATE_MIN to DATE_MAX. */
export const CalendarDate = z.iso
  .date(says.realDate)
  .refine((d) => d >= DATE_MIN && d <= DATE_MAX, sayWith('dateRange', { min: DATE_MIN, max: DATE_MAX }))
  .describe(`YYYY-MM-DD, from ${DATE_MIN} to ${DATE_MAX}`);

const DAY_MS = 86_400_000;

/**
 * Whether `date` is at most one day after today in UTC. The day of slack covers every time zone
 * (a restaurant east of UTC is already "tomorrow") without a setting lookup.
 */
export function notFarFuture(date: string, now: number = Date.now()): boolean {
  return date <= new Date(now + DAY_MS).toISOString().slice(0, 10);
}

export const Expense = z.object({
  id: z.number().int(),
  category: z.string(),
  amount: Money,
  spentOn: z.string().describe('YYYY-MM-DD'),
  note: z.string().nullable(),
  /** A picture of the receipt (an uploaded image's path), or null. */
  receipt: z.string().nullable(),
  /** Who recorded it. */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Expense = z.infer<typeof Expense>;

export const ExpenseInput = z.object({
  category: Text(80),
  amount: Money.refine((v) => v > 0, says.moreThanZero),
  spentOn: CalendarDate.refine((d) => notFarFuture(d), says.notFarFuture),
  note: OptionalText(500, { multiline: true }),
  receipt: ImageUrl,
});
export type ExpenseInput = z.input<typeof ExpenseInput>;

export const ExpenseFilter = z
  .object({
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    category: Text(80).optional(),
    ...Paging(50, 200),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: says.notBeforeFrom,
    path: ['to'],
  });
export type ExpenseFilter = z.output<typeof ExpenseFilter>;

export const ExpensesResponse = z.object({
  expenses: z.array(Expense),
  /** How many expenses match the filter across all pages. */
  total: z.number().int(),
  resp: Resp,
});
export const ExpenseResponse = z.object({ expense: Expense, resp: Resp });

/** The categories used so far, most used first, for the form's suggestions. */
export const ExpenseCategoriesResponse = z.object({
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
