import type { Cart, SaleMode } from './cart.ts';

/**
 * The table the order is for: only a dine-in sale has one. What the save sends, and so what earns
 * the service charge on the server and in the cart's totals alike.
 */
export function orderTable(cart: Pick<Cart, 'mode' | 'tableId'>): number | null {
  return cart.mode === 'dine-in' ? cart.tableId : null;
}

/** The order's type on the wire for a sale mode (dine-in is a `pos` order with a table). */
export function orderType(mode: SaleMode): 'pos' | 'delivery' | 'debit' {
  return mode === 'dine-in' ? 'pos' : mode;
}

/**
 * The lines as the create and update bodies take them. A saved line names its id (the server keeps
 * it, and what the kitchen has of it); only an unsaved line asks to be held, as the server keeps a
 * saved held line held until its course is fired and must never hold again what it sent.
 */
export function lineInputs(cart: Cart) {
  return cart.lines.map((l) => ({
    ...(l.lineId !== null ? { id: l.lineId } : {}),
    course: l.course,
    held: l.lineId === null && l.held,
    productId: l.productId,
    quantity: l.quantity,
    modifierIds: l.modifiers.map((m) => m.id),
    note: l.note.trim() || null,
    // Seats only mean something at a table; a line taken for seat 2 then sold at the counter has none.
    ...(cart.mode === 'dine-in' && l.seat ? { seat: l.seat } : {}),
  }));
}
