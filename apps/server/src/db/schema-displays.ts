import type { DisplayPhase } from '@cashier/contracts';
import { integer, orNull, text } from './columns.ts';

/** The counter displays' table (see db/schema.ts): each screen's state by its pairing code. */
export const DISPLAY_TABLES = {
  displays: {
    code: text(),
    phase: text<DisplayPhase>(),
    /** The cart's lines as JSON: shown whole, never queried. */
    lines: text(),
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
    updatedAt: text(),
  },
};
