import type { Cart } from '@cashier/sale';
import type { CartStore } from '../hooks/till-device';

const PREFIX = 'till.cart.';

/** A shape check of a stored cart (it may be from an older version of the app). */
function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.key === 'string' && Array.isArray(c.lines) && typeof c.mode === 'string';
}

/** The unfinished cart a staff member left on this device, or null. */
export function readCart(userId: number): Cart | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + userId) ?? 'null');
    return isCart(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Each staff member's cart on this device, under their id: kept while another takes the till,
 * there again when they unlock it, even after a reload. An empty new cart keeps nothing.
 */
export function cartStore(userId: number): CartStore {
  return {
    load: () => readCart(userId),
    save: (cart) => {
      try {
        if (cart.lines.length === 0 && !cart.order) localStorage.removeItem(PREFIX + userId);
        else localStorage.setItem(PREFIX + userId, JSON.stringify(cart));
      } catch {
        // A full or disabled storage only means the cart is not kept for the next turn.
      }
    },
  };
}
