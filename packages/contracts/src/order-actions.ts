import { z } from 'zod';
import { Id, MAX_INT, Money, Resp, SafeString, Text, Timestamp, Version } from './common.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { Order } from './orders.ts';
import { says } from './messages/index.ts';

/**
 * Money given back on a completed order: up to what was paid and not yet refunded. Needs
 * `orders.refund`, or a manager's one-time approval token for `orders.refund`.
 */
export const RefundInput = z.object({
  version: Version,
  amount: Money.refine((v) => v > 0, says.moreThanZero),
  method: z.enum(PAYMENT_METHODS),
  reason: Text(500, { multiline: true }),
  approvalToken: SafeString().max(200).optional(),
});
export type RefundInput = z.input<typeof RefundInput>;

// Refund (one refund as an order shows it) lives in orders.ts: Order lists them, and this file imports Order.

/** Moves the source order's lines onto the target (both open) and cancels the source. */
export const MergeInput = z.object({
  targetId: Id,
  targetVersion: Version,
  sourceId: Id,
  sourceVersion: Version,
});

/**
 * Splits an open, unpaid order: each part (by line quantities, or every line of a seat) becomes a
 * new order on the same table, type and customer, paid on its own; what is left stays.
 */
export const SplitInput = z.object({
  version: Version,
  parts: z
    .array(
      z.union([
        z.object({ seat: z.number().int().min(1).max(50) }),
        z.object({
          lines: z
            .array(z.object({ lineId: Id, quantity: z.number().int().min(1).max(999) }))
            .min(1, says.pickAnItem),
        }),
      ]),
    )
    .min(1)
    .max(20),
});

/** Merge and split answer every order they touched, the kept one first. */
export const OrdersChangedResponse = z.object({ order: z.array(Order), resp: Resp });
export type OrdersChangedResponse = z.infer<typeof OrdersChangedResponse>;

export const AuditEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: Timestamp,
});
export const OrderAuditResponse = z.object({ entries: z.array(AuditEntry) });
export type OrderAuditResponse = z.infer<typeof OrderAuditResponse>;

export const InvoiceParam = z.object({ number: z.coerce.number().int().positive().max(MAX_INT) });
