import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartReducer, emptyCart, type PosProduct } from '@cashier/sale';
import { cartStore, readCart } from './stored-carts';

const hummus = { id: 7, nameEn: 'Hummus', nameAr: 'حمص', price: 1500 } as PosProduct;

/** The device's storage, in memory (tests run in Node, which has none). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    size: () => items.size,
  };
}

describe('each staff member’s cart on a shared till', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });

  it('keeps one cart per staff member and gives it back whole', () => {
    const amal = cartReducer(emptyCart(), { type: 'add', product: hummus });
    const badr = cartReducer(cartReducer(emptyCart(), { type: 'add', product: hummus }), {
      type: 'quantity',
      key: '7:',
      delta: 2,
    });
    cartStore(1).save(amal);
    cartStore(2).save(badr);
    expect(cartStore(1).load()).toEqual(amal);
    expect(readCart(2)?.lines[0]?.quantity).toBe(3);
    expect(readCart(3)).toBeNull();
  });

  it('forgets an emptied cart, and ignores what is not a cart', () => {
    cartStore(1).save(cartReducer(emptyCart(), { type: 'add', product: hummus }));
    cartStore(1).save(emptyCart());
    expect(storage.size()).toBe(0);
    storage.setItem('till.cart.4', '{"lines":"no"}');
    storage.setItem('till.cart.5', 'not json');
    expect(readCart(4)).toBeNull();
    expect(readCart(5)).toBeNull();
  });
});
