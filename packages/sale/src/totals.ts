import type { Totals } from '@cashier/contracts';
import { priceOrder } from '@cashier/contracts';
import type { Cart, Rules } from './cart.ts';
import { modifiersTotal } from './modifiers.ts';
import { orderTable } from './order-input.ts';

/** The server's totals, by its `priceOrder`: service only at a table; a continued order's own rates. */
export function cartTotals(cart: Cart, rules: Rules): Totals {
  const frozen = cart.order?.rules;
  const base = frozen
    ? { ...frozen, serviceChargeBp: frozen.serviceChargeBp || rules.serviceChargeBp }
    : rules;
  return priceOrder(
    cart.lines.map((l) => ({
      unitPrice: l.unitPrice,
      modifiersTotal: modifiersTotal(l.modifiers),
      quantity: l.quantity,
    })),
    cart.discount,
    { ...base, serviceChargeBp: orderTable(cart) ? base.serviceChargeBp : 0 },
  );
}
