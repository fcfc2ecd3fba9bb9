import { z } from 'zod';
import {
  IdList,
  MoneyTotal,
  OptionalText,
  PageInfo,
  Paging,
  Resp,
  SafeString,
  Text,
  Timestamp,
} from './common.ts';
import { CUSTOMER_STATUSES } from './constants.ts';
import { says } from './messages/index.ts';

/**
 * A phone number: digits, spaces, "+" and "-", 6–20 characters. Stored without spaces and dashes
 * so one number cannot be entered twice in two spellings ("050 123" and "050-123").
 */
export const Phone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(
    z
      .string()
      .min(6, says.phoneLength)
      .max(20, says.phoneLength)
      .regex(/^\+?[0-9][0-9 -]*[0-9]$/, says.phoneCharacters)
      .transform((v) => v.replace(/[ -]/g, ''))
      .nullable(),
  );

/** An e-mail address, lower-cased so duplicates are found regardless of case; empty becomes null. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email(says.customerEmail).nullable());

/**
 * What one customer's account may owe, or hold in credit, at most: 10^12 minor units. A charge to
 * the account or a refund onto it past this is refused (422), so a balance always stays an exact
 * integer however many orders go on account.
 */
export const MAX_BALANCE = 1_000_000_000_000;

export const Customer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  subscriber: z.boolean(),
  status: z.enum(CUSTOMER_STATUSES),
  /** What the customer owes on account, in minor units (kept by the orders module). */
  balance: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Customer = z.infer<typeof Customer>;

/** Create and update take the whole customer (PUT replaces; omitted optional fields are cleared). */
export const CustomerInput = z.object({
  name: Text(120),
  phone: Phone,
  email: Email,
  address: OptionalText(500, { multiline: true }),
  subscriber: z.boolean().default(false),
  status: z.enum(CUSTOMER_STATUSES).default('active'),
});
export type CustomerInput = z.input<typeof CustomerInput>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The columns a customer list is sorted by. */
export const CUSTOMER_SORTS = ['name', 'phone', 'email', 'subscriber', 'status', 'balance'] as const;

/**
 * GET /v1/customers: one page of customers (by name unless `sort` says otherwise), filtered, with
 * how many match and what they owe together.
 */
export const CustomersQuery = z.object({
  /** `true` lists only newsletter subscribers (the /admin/customers/subscribers screen). */
  subscribers: flag,
  /** `true` lists only customers who owe something (a balance above zero). */
  owing: flag,
  /** Search over name, phone and e-mail. */
  q: SafeString().trim().max(100).optional(),
  ids: IdList.optional(),
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  ...Paging(100, 200),
});
/** The query as a client builds it (every field optional, numbers as numbers). */
export type CustomersQuery = Partial<z.output<typeof CustomersQuery>>;

export const CustomersResponse = z.object({
  customers: z.array(Customer),
  ...PageInfo,
  /** What the matching customers owe together (their balances above zero), across all pages. */
  owed: MoneyTotal,
});
export type CustomersResponse = z.infer<typeof CustomersResponse>;
export const CustomerResponse = z.object({ customer: Customer, resp: Resp });
export type CustomerResponse = z.infer<typeof CustomerResponse>;
