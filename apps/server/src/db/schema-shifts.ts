import type { ShiftStatus } from '@cashier/contracts';
import { id, integer, orNull, text } from './columns.ts';

/** Till sessions, the cash moved in and out of them, and the Z reports that close each day (migration 014). */
export const SHIFT_TABLES = {
  shifts: {
    id: id(),
    userId: orNull(integer()),
    status: text<ShiftStatus>(),
    businessDate: text(),
    openedAt: text(),
    float: integer(),
    closedAt: orNull(text()),
    closedBy: orNull(integer()),
    expected: orNull(integer()),
    counted: orNull(integer()),
    difference: orNull(integer()),
    /** JSON: denomination (minor units) → count. */
    denominations: orNull(text()),
    approvedBy: orNull(integer()),
    note: orNull(text()),
    zReportId: orNull(integer()),
  },
  cashMovements: {
    id: id(),
    shiftId: integer(),
    kind: text<'in' | 'out'>(),
    amount: integer(),
    reason: text(),
    userId: orNull(integer()),
    createdAt: text(),
  },
  zReports: {
    id: id(),
    number: integer(),
    businessDate: text(),
    currency: text(),
    periodStart: text(),
    periodEnd: text(),
    closedBy: orNull(integer()),
    /** JSON: the figures, shifts and open orders as they stood at the close; never rewritten. */
    snapshot: text(),
    net: integer(),
    difference: integer(),
    createdAt: text(),
  },
};
