import type { Discount, Order, OrderKitchenStatus } from '@cashier/contracts';
import { courseHeld, holdCourse, moveToCourse, withKitchen, type CourseLine } from './courses.ts';
import { lineKey, type PosModifier, type PosProduct } from './modifiers.ts';

/** One line of the cart: a product with its chosen options, a quantity and a note, and its course. */
export interface CartLine extends CourseLine {
  key: string;
  productId: number;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  modifiers: PosModifier[];
  quantity: number;
  note: string;
  /** The guest's seat at a dine-in table (for a split by seat); null for the table's shared items. */
  seat: number | null;
}

/** How the cashier sells: at the counter, at a table, delivered, or on a customer's account. */
export type SaleMode = 'pos' | 'dine-in' | 'delivery' | 'debit';

export interface Cart {
  /** The Idempotency key of this sale, made when the cart starts (a retry never makes two orders). */
  key: string;
  lines: CartLine[];
  selected: string | null;
  mode: SaleMode;
  tableId: number | null;
  customerId: number | null;
  deliveryAddress: string;
  discount: Discount;
  /** How many guests the order serves (the reports' covers); null: not asked. */
  guests: number | null;
  /** At a table, the seat that items added now are for (null: shared by the table). */
  seat: number | null;
  /** The order being continued (/admin/pos/{order}), with the version last seen. */
  order: {
    id: number;
    version: number;
    type: Order['type'];
    paidTotal: number;
    ticketNumber: number;
    /** The discount as saved, so an unchanged one is not sent (and approved) again. */
    discount: Discount;
    /** Tax and service rates frozen when the order was opened. */
    rules: Rules;
    /** Where its sent food is at the pass; null while nothing was sent. */
    kitchenStatus: OrderKitchenStatus | null;
  } | null;
}

/** A random UUID v4, also where `crypto.randomUUID` is missing (plain HTTP on a LAN). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function emptyCart(): Cart {
  return {
    key: newKey(),
    lines: [],
    selected: null,
    mode: 'pos',
    tableId: null,
    customerId: null,
    deliveryAddress: '',
    discount: null,
    guests: null,
    seat: null,
    order: null,
  };
}

export type CartAction =
  | { type: 'add'; product: PosProduct; modifiers?: PosModifier[] }
  | { type: 'quantity'; key: string; delta: number }
  | { type: 'remove'; key: string }
  | { type: 'note'; key: string; note: string }
  | { type: 'seat'; seat: number | null }
  | { type: 'lineSeat'; key: string; seat: number | null }
  | { type: 'select'; key: string | null }
  | { type: 'mode'; mode: SaleMode }
  | { type: 'table'; tableId: number | null }
  | { type: 'customer'; customerId: number | null; address?: string | null }
  | { type: 'address'; address: string }
  | { type: 'discount'; discount: Discount }
  | { type: 'guests'; guests: number | null }
  | { type: 'course'; key: string; course: number | null }
  | { type: 'holdCourse'; course: number; held: boolean }
  /** The server's kitchen states for the continued order; `fired` answers a fire (a new version). */
  | { type: 'kitchen'; order: Order; fired?: boolean }
  | { type: 'load'; order: Order }
  | { type: 'saved'; order: Order }
  | { type: 'reset' };

/** The cart's one reducer: every change the screen makes goes through here. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return addLine(cart, action.product, action.modifiers ?? []);
    case 'quantity':
      return {
        ...cart,
        lines: cart.lines
          .map((l) =>
            l.key === action.key ? { ...l, quantity: Math.min(999, l.quantity + action.delta) } : l,
          )
          .filter((l) => l.quantity > 0),
      };
    case 'remove':
      return {
        ...cart,
        selected: cart.selected === action.key ? null : cart.selected,
        lines: cart.lines.filter((l) => l.key !== action.key),
      };
    case 'note':
      return {
        ...cart,
        lines: cart.lines.map((l) => (l.key === action.key ? { ...l, note: action.note.slice(0, 200) } : l)),
      };
    case 'seat':
      return { ...cart, seat: action.seat };
    case 'lineSeat':
      return {
        ...cart,
        lines: cart.lines.map((l) => (l.key === action.key ? { ...l, seat: action.seat } : l)),
      };
    case 'select':
      return { ...cart, selected: action.key };
    case 'mode':
      return {
        ...cart,
        mode: action.mode,
        tableId: action.mode === 'dine-in' ? cart.tableId : null,
        // Courses are held at a table only: sold another way, nothing unsent waits at the till.
        lines:
          action.mode === 'dine-in'
            ? cart.lines
            : cart.lines.map((l) => (l.lineId ? l : { ...l, held: false })),
      };
    case 'table':
      return { ...cart, tableId: action.tableId };
    case 'customer':
      return {
        ...cart,
        customerId: action.customerId,
        deliveryAddress: cart.deliveryAddress || (action.address ?? ''),
      };
    case 'address':
      return { ...cart, deliveryAddress: action.address };
    case 'discount':
      return { ...cart, discount: action.discount };
    case 'guests':
      return { ...cart, guests: action.guests };
    case 'course':
      return { ...cart, lines: moveToCourse(cart.lines, action.key, action.course) };
    case 'holdCourse':
      return { ...cart, lines: holdCourse(cart.lines, action.course, action.held) };
    case 'kitchen':
      return withOrderKitchen(cart, action.order, action.fired ?? false);
    case 'load':
    case 'saved':
      return fromOrder(action.order, action.type === 'saved' ? cart.key : newKey());
    case 'reset':
      return emptyCart();
  }
}

/** One more of an item: onto the same plain line when there is one, else as a new line, selected. */
function addLine(cart: Cart, p: PosProduct, modifiers: PosModifier[]): Cart {
  // A note or another seat makes a line its own; the same plain item again adds to the quantity.
  const key = lineKey(
    p.id,
    modifiers.map((m) => m.id),
  );
  const seat = cart.mode === 'dine-in' ? cart.seat : null;
  // Same item: this key, or this key made unique (`#2`); a continued order's lines (`#o1`) stay apart.
  const same = cart.lines.find(
    (l) => l.key.startsWith(key) && /^(#\d+)?$/.test(l.key.slice(key.length)) && !l.note && l.seat === seat,
  );
  if (same) {
    return {
      ...cart,
      selected: same.key,
      lines: cart.lines.map((l) => (l === same ? { ...l, quantity: Math.min(999, l.quantity + 1) } : l)),
    };
  }
  const taken = new Set(cart.lines.map((l) => l.key));
  let unique = key;
  for (let i = 2; taken.has(unique); i++) unique = `${key}#${i}`;
  const line: CartLine = {
    key: unique,
    productId: p.id,
    nameEn: p.nameEn,
    nameAr: p.nameAr,
    unitPrice: p.price,
    modifiers,
    quantity: 1,
    note: '',
    seat,
    lineId: null,
    course: p.course,
    held: courseHeld(cart.lines, p.course),
    kitchenState: null,
  };
  return { ...cart, selected: unique, lines: [...cart.lines, line] };
}

/** The continued order's kitchen news; a fire's answer also carries the order's new version. */
function withOrderKitchen(cart: Cart, order: Order, fired: boolean): Cart {
  if (cart.order?.id !== order.id) return cart;
  return {
    ...cart,
    order: {
      ...cart.order,
      kitchenStatus: order.kitchenStatus,
      version: fired ? order.version : cart.order.version,
    },
    lines: withKitchen(cart.lines, order),
  };
}

/** A held or open order, back in the cart to be continued. */
export function fromOrder(order: Order, key: string): Cart {
  const mode: SaleMode =
    order.type === 'debit'
      ? 'debit'
      : order.type === 'delivery'
        ? 'delivery'
        : order.tableId
          ? 'dine-in'
          : 'pos';
  return {
    key,
    selected: null,
    mode,
    tableId: order.tableId,
    customerId: order.customerId,
    deliveryAddress: order.deliveryAddress ?? '',
    discount: order.discountType ? { type: order.discountType, value: order.discountValue } : null,
    guests: order.guests,
    seat: null,
    order: {
      id: order.id,
      version: order.version,
      type: order.type,
      paidTotal: order.paidTotal,
      ticketNumber: order.ticketNumber,
      discount: order.discountType ? { type: order.discountType, value: order.discountValue } : null,
      rules: {
        taxRateBp: order.taxRateBp,
        taxInclusive: order.taxInclusive,
        serviceChargeBp: order.serviceChargeBp,
      },
      kitchenStatus: order.kitchenStatus,
    },
    lines: order.lines.map((l, i) => ({
      key: `${l.productId ?? 0}:${l.modifiers.map((m) => m.id).join(',')}#o${i}`,
      productId: l.productId ?? 0,
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      unitPrice: l.unitPrice,
      modifiers: l.modifiers,
      quantity: l.quantity,
      note: l.note ?? '',
      seat: l.seat,
      lineId: l.id,
      course: l.course,
      held: l.held,
      kitchenState: l.kitchenState,
    })),
  };
}

/** The restaurant's pricing rules as the server applies them (orders service). */
export interface Rules {
  taxRateBp: number;
  taxInclusive: boolean;
  serviceChargeBp: number;
}
