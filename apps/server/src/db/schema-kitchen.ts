import type { ItemState, OrderType, TicketKind } from '@cashier/contracts';
import { flag, id, integer, orNull, text } from './columns.ts';

/** The kitchen's tables (see db/schema.ts): stations, the tickets sent to them and their items. */
export const KITCHEN_TABLES = {
  stations: {
    id: id(),
    nameEn: text(),
    nameAr: text(),
    sortOrder: integer(),
    active: flag(),
    createdAt: text(),
    updatedAt: text(),
  },
  kitchenTickets: {
    id: id(),
    orderId: integer(),
    stationId: orNull(integer()),
    kind: text<TicketKind>(),
    orderNumber: integer(),
    orderType: text<OrderType>(),
    tableName: orNull(text()),
    waiterName: orNull(text()),
    note: orNull(text()),
    firedAt: text(),
    startedAt: orNull(text()),
    bumpedAt: orNull(text()),
    bumpedBy: orNull(integer()),
    version: integer(),
  },
  kitchenItems: {
    id: id(),
    ticketId: integer(),
    orderId: integer(),
    lineId: orNull(integer()),
    productId: orNull(integer()),
    stationId: orNull(integer()),
    /** The item, options, note, seat and course it was sent with: a change to any is a void and an add. */
    signature: text(),
    nameEn: text(),
    nameAr: text(),
    modifiers: text(),
    note: orNull(text()),
    seat: orNull(integer()),
    course: orNull(integer()),
    quantity: integer(),
    voided: integer(),
    state: text<ItemState>(),
    /** On a void ticket's item: the item it voids. */
    voidsItemId: orNull(integer()),
    prepMinutes: orNull(integer()),
    doneAt: orNull(text()),
    servedAt: orNull(text()),
  },
};
