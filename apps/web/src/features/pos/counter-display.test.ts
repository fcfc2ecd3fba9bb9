import { DisplayInput, type Order } from '@cashier/contracts';
import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotals, emptyCart, type PosProduct } from '@cashier/sale';
import { displayOfCart, displayOfOrder, parseDisplayCode } from './hooks/use-counter-display';

const product = (id: number, price: number): PosProduct => ({
  id,
  categoryId: 1,
  course: null,
  nameEn: `Dish ${id}`,
  nameAr: `طبق ${id}`,
  price,
  image: null,
  sku: null,
  barcode: null,
  modifierGroupIds: [],
});
const rules = { taxRateBp: 1500, taxInclusive: true, serviceChargeBp: 0 };

describe('what the till pushes to its counter display', () => {
  it('shows each line with its options and total, and the cart totals, as the contract takes them', () => {
    let cart = cartReducer(emptyCart(), { type: 'add', product: product(1, 1000) });
    cart = cartReducer(cart, { type: 'add', product: product(1, 1000) });
    cart = cartReducer(cart, {
      type: 'add',
      product: product(2, 2000),
      modifiers: [
        { id: 9, nameEn: 'Cheese', nameAr: 'جبن', price: 300 },
        { id: 8, nameEn: 'Garlic', nameAr: 'ثوم', price: 0 },
      ],
    });
    const totals = cartTotals(cart, rules);
    const shown = displayOfCart(cart, totals, true);
    expect(shown.lines).toEqual([
      { nameEn: 'Dish 1', nameAr: 'طبق 1', quantity: 2, total: 2000 },
      { nameEn: 'Dish 2 + Cheese, Garlic', nameAr: 'طبق 2 + جبن، ثوم', quantity: 1, total: 2300 },
    ]);
    expect(shown).toMatchObject({ phase: 'cart', subtotal: 4300, total: totals.total, tax: totals.taxTotal });
    expect(DisplayInput.safeParse(shown).success).toBe(true);
  });

  it('is idle for an empty cart, and paid with what was handed over and the change', () => {
    expect(displayOfCart(emptyCart(), cartTotals(emptyCart(), rules), true).phase).toBe('idle');
    const order = {
      lines: [],
      subtotal: 4300,
      discountTotal: 0,
      serviceCharge: 0,
      taxTotal: 561,
      taxInclusive: true,
      total: 4300,
      changeDue: 700,
      payments: [
        { method: 'card', amount: 1000, tendered: null },
        { method: 'cash', amount: 3300, tendered: 4000 },
      ],
    } as unknown as Order;
    expect(displayOfOrder(order)).toMatchObject({ phase: 'paid', paid: 5000, change: 700 });
  });

  it('reads a code however it is typed, and refuses what no display shows', () => {
    expect(parseDisplayCode(' hk7p 2m ')).toBe('HK7P2M');
    expect(parseDisplayCode('HK7P2')).toBeNull();
    expect(parseDisplayCode('HK7P2O')).toBeNull();
  });
});
