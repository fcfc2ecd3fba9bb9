import { priceOrder } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, newKey } from './cart.ts';
import { lineInputs } from './order-input.ts';
import { product } from './test-product.ts';
import { cartTotals } from './totals.ts';

const rules = { taxRateBp: 1500, taxInclusive: true, serviceChargeBp: 1000 };

describe('cart', () => {
  it('adds the same plain product to one line and counts it up and down', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1) });
    cart = cartReducer(cart, { type: 'add', product: product(1) });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);
    const key = cart.lines[0]?.key ?? '';
    cart = cartReducer(cart, { type: 'quantity', key, delta: -2 });
    expect(cart.lines).toHaveLength(0);
  });

  it('keeps a line with a note or other options apart', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1) });
    cart = cartReducer(cart, { type: 'note', key: cart.lines[0]?.key ?? '', note: 'no onions' });
    cart = cartReducer(cart, { type: 'add', product: product(1) });
    cart = cartReducer(cart, {
      type: 'add',
      product: product(1),
      modifiers: [{ id: 9, nameEn: 'Cheese', nameAr: 'جبن', price: 300 }],
    });
    expect(cart.lines.map((l) => l.quantity)).toEqual([1, 1, 1]);
    expect(new Set(cart.lines.map((l) => l.key)).size).toBe(3);
    const plain = { course: null, held: false, productId: 1, quantity: 1 };
    expect(lineInputs(cart)).toEqual([
      { ...plain, modifierIds: [], note: 'no onions' },
      { ...plain, modifierIds: [], note: null },
      { ...plain, modifierIds: [9], note: null },
    ]);
  });

  it('takes items for the chosen seat at a table, and a line can move to another seat', () => {
    let cart = cartReducer(emptyCart(), { type: 'mode', mode: 'dine-in' });
    cart = cartReducer(cart, { type: 'table', tableId: 3 });
    cart = cartReducer(cart, { type: 'add', product: product(1) }); // shared
    cart = cartReducer(cart, { type: 'seat', seat: 1 });
    cart = cartReducer(cart, { type: 'add', product: product(1) });
    cart = cartReducer(cart, { type: 'add', product: product(1) });
    cart = cartReducer(cart, { type: 'seat', seat: 2 });
    cart = cartReducer(cart, { type: 'add', product: product(2) });
    expect(cart.lines.map((l) => [l.productId, l.seat, l.quantity])).toEqual([
      [1, null, 1],
      [1, 1, 2],
      [2, 2, 1],
    ]);
    expect(new Set(cart.lines.map((l) => l.key)).size).toBe(3);
    cart = cartReducer(cart, { type: 'lineSeat', key: cart.lines[2]?.key ?? '', seat: 1 });
    expect(lineInputs(cart).map((l) => l.seat ?? null)).toEqual([null, 1, 1]);
    // Sold at the counter after all, the seats are not sent.
    cart = cartReducer(cart, { type: 'mode', mode: 'pos' });
    expect(lineInputs(cart).some((l) => 'seat' in l)).toBe(false);
    cart = cartReducer(cart, { type: 'add', product: product(2) });
    expect(cart.lines.at(-1)?.seat).toBeNull();
  });

  it('prices like the server: service charge only with a table', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(5) });
    cart = cartReducer(cart, { type: 'discount', discount: { type: 'percent', value: 1250 } });
    const lines = [{ unitPrice: 1005, modifiersTotal: 0, quantity: 1 }];
    const discount = { type: 'percent', value: 1250 } as const;
    expect(cartTotals(cart, rules)).toEqual(priceOrder(lines, discount, { ...rules, serviceChargeBp: 0 }));
    cart = cartReducer(cart, { type: 'mode', mode: 'dine-in' });
    cart = cartReducer(cart, { type: 'table', tableId: 3 });
    expect(cartTotals(cart, rules)).toEqual(priceOrder(lines, discount, rules));
    // Leaving dine-in forgets the table.
    expect(cartReducer(cart, { type: 'mode', mode: 'pos' }).tableId).toBeNull();
  });

  it('keeps the guests a table is served for, and a new sale starts without', () => {
    let cart = cartReducer(emptyCart(), { type: 'guests', guests: 4 });
    expect(cart.guests).toBe(4);
    cart = cartReducer(cart, { type: 'guests', guests: null });
    expect(cart.guests).toBeNull();
    expect(
      cartReducer(cartReducer(cart, { type: 'guests', guests: 2 }), { type: 'reset' }).guests,
    ).toBeNull();
  });

  it('makes a fresh UUID key for every new cart', () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(emptyCart().key).not.toBe(emptyCart().key);
  });
});
