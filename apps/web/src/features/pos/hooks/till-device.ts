import { createContext, useContext } from 'react';
import type { Cart } from '@cashier/sale';

/** Where a cart is kept between two turns at a shared till (the device's storage, per staff member). */
export interface CartStore {
  load(): Cart | null;
  save(cart: Cart): void;
}

/**
 * The device the till runs on: the back office's own POS (/admin/pos, the cart lives as long as
 * the screen) or a shared counter till (/admin/screens/pos), whose staff take turns and each find
 * their unfinished cart again.
 */
export interface TillDevice {
  base: '/admin/pos' | '/admin/screens/pos';
  carts: CartStore | null;
}

export const TillDeviceContext = createContext<TillDevice>({ base: '/admin/pos', carts: null });

export const useTillDevice = () => useContext(TillDeviceContext);
