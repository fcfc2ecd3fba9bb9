import { z } from 'zod';
import { Money, OptionalText, Resp, SafeString, Text, Timestamp } from './common.ts';
import { TABLE_STATUSES } from './constants.ts';
import { ORDER_KITCHEN_STATUSES } from './kitchen.ts';
import { ORDER_STATUSES } from './order-state.ts';

/** Floor-plan coordinates: whole non-negative units of the plan's canvas. */
const Coordinate = z.number().int().min(0).max(100_000).default(0);

export const DiningTable = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  area: z.string().nullable(),
  /** The area's name in Arabic; null shows the English one. Shared by every table of the area. */
  areaAr: z.string().nullable(),
  posX: z.number().int(),
  posY: z.number().int(),
  status: z.enum(TABLE_STATUSES),
  active: z.boolean(),
  /** Secret of the table's QR ordering link; present only for roles with tables.manage. */
  qrToken: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type DiningTable = z.infer<typeof DiningTable>;

export const TableInput = z.object({
  name: Text(40),
  seats: z.number().int().min(1).max(50),
  area: OptionalText(60),
  /**
   * The area's Arabic name, shared by every table of the same (English) area: a name renames it
   * on all of them, null (or empty) clears it on all of them, and leaving it out keeps the area's.
   */
  areaAr: OptionalText(60).optional(),
  posX: Coordinate,
  posY: Coordinate,
  active: z.boolean().default(true),
});
export type TableInput = z.input<typeof TableInput>;

/**
 * Any string, so an unknown status is a broken rule (422 naming `status`) rather than a malformed
 * request; the allowed values are TABLE_STATUSES.
 */
export const TableStatusInput = z.object({
  status: SafeString()
    .max(40)
    .describe(`One of ${TABLE_STATUSES.join(', ')}`),
});

/** The open order a table is serving, for the floor plan and the POS tables menu. */
export const OpenOrderSummary = z.object({
  id: z.number().int(),
  ticketNumber: z.number().int(),
  total: Money,
  status: z.enum(ORDER_STATUSES),
  createdAt: Timestamp,
  /** Where its sent food is at the pass (ready: waiting to be served); null when nothing was sent. */
  kitchenStatus: z.enum(ORDER_KITCHEN_STATUSES).nullable(),
});
export type OpenOrderSummary = z.infer<typeof OpenOrderSummary>;

export const TableWithOrder = DiningTable.extend({
  /** The oldest open order on the table, or null when none is open. */
  openOrder: OpenOrderSummary.nullable(),
  openOrderCount: z.number().int(),
});
export type TableWithOrder = z.infer<typeof TableWithOrder>;

export const TablesResponse = z.object({ tables: z.array(DiningTable), resp: Resp });
export type TablesResponse = z.infer<typeof TablesResponse>;
export const TablesWithOrdersResponse = z.object({ tables: z.array(TableWithOrder) });
export type TablesWithOrdersResponse = z.infer<typeof TablesWithOrdersResponse>;
export const TableResponse = z.object({ table: DiningTable, resp: Resp });
export type TableResponse = z.infer<typeof TableResponse>;
