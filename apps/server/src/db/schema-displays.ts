import type { DisplayPhase } from '@cashier/contracts';
import { integer, orNull, text } from './columns.ts';

/** The counter displays' table (see db/schema.ts): each screen's state by its pairing code. */
export const DISPLAY_TABLES = {
  displays: {
    code: text(),
    phase: text<DisplayPhase>(),
    /** The cart's lines as JSON: shown whole, never queried. */
    lines: text(),
    /** Money: bigint on PostgreSQL (migration 018), as the contract's Money reaches 10^12. */
    subtotal: integer(),
    discount: integer(),
    serviceCharge: integer(),
    tax: integer(),
    taxInclusive: integer(),
    total: integer(),
    paid: integer(),
    changeDue: integer(),
    version: integer(),
    updatedBy: orNull(integer()),
    /** The till's session that paired the display: only it may push, while it is live. */
    ownerSessionId: orNull(integer()),
    updatedAt: text(),
  },
};
