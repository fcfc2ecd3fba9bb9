import { z } from 'zod';
import { OptionalText, Resp, Text, Timestamp } from './common.ts';
import { CUSTOMER_STATUSES } from './constants.ts';

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
      .min(6, 'must be 6 to 20 characters')
      .max(20, 'must be 6 to 20 characters')
      .regex(/^\+?[0-9][0-9 -]*[0-9]$/, 'digits, spaces, + and - only')
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
  .pipe(z.email('must be an e-mail address').nullable());

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
  address: OptionalText(500),
  subscriber: z.boolean().default(false),
  status: z.enum(CUSTOMER_STATUSES).default('active'),
});
export type CustomerInput = z.input<typeof CustomerInput>;

export const CustomerFilter = z.object({
  /** `true` lists only newsletter subscribers (the spec's /admin/customers/subscribers). */
  subscribers: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Search over name, phone and e-mail. */
  q: z.string().trim().max(100).optional(),
});

export const CustomersResponse = z.object({ customers: z.array(Customer) });
export type CustomersResponse = z.infer<typeof CustomersResponse>;
export const CustomerResponse = z.object({ customer: Customer, resp: Resp });
export type CustomerResponse = z.infer<typeof CustomerResponse>;
