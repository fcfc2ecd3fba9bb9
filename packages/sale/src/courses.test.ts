import type { Order } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import {
  cartReducer,
  courseCount,
  courseGroups,
  emptyCart,
  fromOrder,
  lineInputs,
  showsCourses,
  type Cart,
  type PosProduct,
} from './index.ts';

type OrderLine = Order['lines'][number];

const product = (id: number, course: number | null): PosProduct => ({
  id,
  categoryId: 1,
  course,
  nameEn: `Dish ${id}`,
  nameAr: `طبق ${id}`,
  price: 1000,
  image: null,
  sku: null,
  barcode: null,
  modifierGroupIds: [],
});

/** The order the server answers for the cart's lines: ids 100, 101…, held as asked. */
function saved(
  cart: Cart,
  over: Partial<Order> = {},
  line: (l: OrderLine) => Partial<OrderLine> = () => ({}),
): Order {
  const lines: OrderLine[] = lineInputs(cart).map((l, i) => {
    const stored: OrderLine = {
      id: l.id ?? 100 + i,
      productId: l.productId,
      nameEn: `Dish ${l.productId}`,
      nameAr: `طبق ${l.productId}`,
      unitPrice: 1000,
      quantity: l.quantity,
      modifiers: [],
      modifiersTotal: 0,
      lineTotal: 1000 * l.quantity,
      seat: null,
      note: l.note,
      course: l.course,
      held: l.held,
      kitchenState: l.held ? 'waiting' : 'fired',
    };
    return { ...stored, ...line(stored) };
  });
  return {
    id: 7,
    uuid: cart.key,
    type: 'pos',
    status: 'new',
    version: 1,
    invoiceNumber: null,
    ticketNumber: 12,
    businessDate: '2026-11-24',
    tableId: 3,
    customerId: null,
    userId: 1,
    userName: 'Amal',
    deliveryAddress: null,
    note: null,
    guests: null,
    currency: 'SAR',
    subtotal: 0,
    discountType: null,
    discountValue: 0,
    discountTotal: 0,
    serviceChargeBp: 0,
    serviceCharge: 0,
    taxRateBp: 1500,
    taxInclusive: true,
    taxTotal: 0,
    total: 0,
    paidTotal: 0,
    refundedTotal: 0,
    balanceDue: 0,
    changeDue: 0,
    cancelReason: null,
    kitchenStatus: 'preparing',
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    completedAt: null,
    lines,
    payments: [],
    refunds: [],
    history: [],
    ...over,
  };
}

describe('courses in the cart', () => {
  it("takes the product's course, holds a course before the send and groups by course", () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1, 1) });
    cart = cartReducer(cart, { type: 'add', product: product(2, 2) });
    cart = cartReducer(cart, { type: 'add', product: product(3, null) });
    cart = cartReducer(cart, { type: 'holdCourse', course: 2, held: true });
    // A second main joins the held course.
    cart = cartReducer(cart, { type: 'add', product: product(4, 2) });
    expect(lineInputs(cart).map((l) => [l.productId, l.course, l.held])).toEqual([
      [1, 1, false],
      [2, 2, true],
      [3, null, false],
      [4, 2, true],
    ]);
    expect(lineInputs(cart).some((l) => 'id' in l)).toBe(false);
    const groups = courseGroups(cart.lines);
    expect(groups.map((g) => [g.course, g.lines.map((l) => l.productId), g.holding])).toEqual([
      [null, [3], false],
      [1, [1], false],
      [2, [2, 4], true],
    ]);
    expect(showsCourses('pos', cart.lines)).toBe(true);
    cart = cartReducer(cart, { type: 'holdCourse', course: 2, held: false });
    expect(cart.lines.every((l) => !l.held)).toBe(true);
    // Courses are shown at a table; a takeaway with nothing held is a plain list.
    expect(showsCourses('pos', cart.lines)).toBe(false);
    expect(showsCourses('dine-in', cart.lines)).toBe(true);
    // Held at a table, then sold for delivery after all: nothing waits at the till.
    cart = cartReducer(cart, { type: 'mode', mode: 'dine-in' });
    cart = cartReducer(cart, { type: 'holdCourse', course: 2, held: true });
    expect(cartReducer(cart, { type: 'mode', mode: 'delivery' }).lines.some((l) => l.held)).toBe(false);
  });

  it('moves a line to another course, taking that course’s hold', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1, 1) });
    cart = cartReducer(cart, { type: 'add', product: product(2, 3) });
    cart = cartReducer(cart, { type: 'holdCourse', course: 3, held: true });
    cart = cartReducer(cart, { type: 'course', key: cart.lines[0]?.key ?? '', course: 3 });
    expect(cart.lines.map((l) => [l.course, l.held])).toEqual([
      [3, true],
      [3, true],
    ]);
    cart = cartReducer(cart, { type: 'course', key: cart.lines[0]?.key ?? '', course: null });
    expect(cart.lines[0]).toMatchObject({ course: null, held: false });
    expect(courseCount(cart.lines)).toBe(4);
  });

  it('keeps each line’s id, course and hold from the server and sends them back', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1, 1) });
    cart = cartReducer(cart, { type: 'add', product: product(2, 2) });
    cart = cartReducer(cart, { type: 'holdCourse', course: 2, held: true });
    cart = fromOrder(saved(cart), 'k');
    expect(cart.order?.kitchenStatus).toBe('preparing');
    expect(cart.lines.map((l) => [l.lineId, l.course, l.held, l.kitchenState])).toEqual([
      [100, 1, false, 'fired'],
      [101, 2, true, 'waiting'],
    ]);
    // A saved line never asks to be held again: the server keeps a held line held until it fires.
    cart = cartReducer(cart, { type: 'add', product: product(3, 2) });
    expect(lineInputs(cart).map((l) => [l.id, l.course, l.held])).toEqual([
      [100, 1, false],
      [101, 2, false],
      [undefined, 2, true],
    ]);
  });

  it('follows the kitchen: a fired course is no longer held, with the order’s new version', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1, 1) });
    cart = cartReducer(cart, { type: 'add', product: product(2, 2) });
    cart = cartReducer(cart, { type: 'holdCourse', course: 2, held: true });
    cart = fromOrder(saved(cart), 'k');
    cart = cartReducer(cart, { type: 'add', product: product(3, 2) });
    const fired = saved(cart, { version: 2 }, (l) => ({
      held: false,
      kitchenState: l.id === 100 ? 'ready' : 'fired',
    }));
    const live = cartReducer(cart, { type: 'kitchen', order: fired });
    expect(live.order?.version).toBe(1);
    cart = cartReducer(cart, { type: 'kitchen', order: fired, fired: true });
    expect(cart.order?.version).toBe(2);
    expect(cart.lines.map((l) => [l.lineId, l.held, l.kitchenState])).toEqual([
      [100, false, 'ready'],
      [101, false, 'fired'],
      // The unsaved main goes with its course now.
      [null, false, null],
    ]);
    // Another order's news changes nothing.
    expect(cartReducer(cart, { type: 'kitchen', order: { ...fired, id: 8 } })).toBe(cart);
  });
});
