import { currencyExponent } from '@cashier/contracts';
import {
  cartReducer,
  cartTotals,
  chosenModifiers,
  emptyCart,
  lineInputs,
  orderTable,
  parseSettings,
  toggleChoice,
  type Cart,
  type CartAction,
  type Choices,
  type PosModifierGroup,
  type PosProduct,
} from '@cashier/sale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricedLine } from './lines.ts';
import { frozenRules, priceFor, type Rules } from './shared.ts';

/*
 * The till shows totals before the server has the order; the server then prices it from the
 * catalogue and its own rules. These properties hold the two to one answer for any cart a till can
 * build: the cart's totals (@cashier/sale) equal what the orders service's pricing (priceFor, with
 * frozenRules for a continued order) makes of the lines, table and discount the till sends.
 */

const CURRENCIES = ['JPY', 'SAR', 'KWD'] as const; // 0, 2 and 3 decimals

/** A menu in one currency: products with up to two option groups, prices in that currency's units. */
function menuArb(unit: number) {
  const modifier = (groupId: number) =>
    fc
      .record({
        id: fc.integer({ min: 1, max: 1_000_000 }),
        price: fc.integer({ min: 0, max: 50 * unit }),
      })
      .map((m) => ({ ...m, id: groupId * 1000 + (m.id % 1000), nameEn: 'Option', nameAr: 'خيار' }));
  const group = (id: number) =>
    fc
      .record({
        maxSelect: fc.integer({ min: 0, max: 3 }),
        modifiers: fc.uniqueArray(modifier(id), { minLength: 1, maxLength: 4, selector: (m) => m.id }),
      })
      .map((g): PosModifierGroup => ({ ...g, id, nameEn: 'Group', nameAr: 'مجموعة', minSelect: 0 }));
  return fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 1000 * unit }), { minLength: 1, maxLength: 6 }),
      fc.tuple(group(1), group(2)),
    )
    .chain(([prices, groups]) =>
      fc
        .array(fc.subarray([1, 2]), { minLength: prices.length, maxLength: prices.length })
        .map((offered) => ({
          groups,
          products: prices.map((price, i): PosProduct => ({
            id: i + 1,
            categoryId: 1,
            course: null,
            nameEn: `Dish ${i + 1}`,
            nameAr: `طبق ${i + 1}`,
            price,
            image: null,
            sku: null,
            barcode: null,
            modifierGroupIds: offered[i] ?? [],
          })),
        })),
    );
}

type Menu = { groups: PosModifierGroup[]; products: PosProduct[] };

/** One thing the cashier does: add an item (its options tapped), change a count, sell another way. */
const stepArb = (unit: number) =>
  fc.oneof(
    fc.record({ add: fc.nat(), taps: fc.array(fc.nat(), { maxLength: 6 }) }),
    fc.record({ line: fc.nat(), delta: fc.integer({ min: -3, max: 400 }) }),
    fc.record({ remove: fc.nat() }),
    fc.record({ mode: fc.constantFrom<Cart['mode']>('pos', 'dine-in', 'delivery', 'debit') }),
    fc.record({ table: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }) }),
    fc.record({
      discount: fc.oneof(
        fc.constant(null),
        fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 3000 * unit }) }),
        fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
      ),
    }),
  );

type Step = ReturnType<typeof stepArb> extends fc.Arbitrary<infer S> ? S : never;

function toAction(menu: Menu, step: Step, cart: Cart): CartAction | null {
  const at = <T>(list: readonly T[], i: number) => list[i % list.length];
  if ('add' in step) {
    const product = at(menu.products, step.add)!;
    const groups = menu.groups.filter((g) => product.modifierGroupIds.includes(g.id));
    let chosen: Choices = {};
    for (const tap of step.taps) {
      const group = groups.length ? at(groups, tap)! : null;
      if (group) chosen = toggleChoice(chosen, group, at(group.modifiers, tap >> 2)!.id);
    }
    return { type: 'add', product, modifiers: chosenModifiers(groups, chosen) } satisfies CartAction;
  }
  if ('line' in step) {
    const line = cart.lines.length ? at(cart.lines, step.line) : undefined;
    return line ? ({ type: 'quantity', key: line.key, delta: step.delta } satisfies CartAction) : null;
  }
  if ('remove' in step) {
    const line = cart.lines.length ? at(cart.lines, step.remove) : undefined;
    return line ? ({ type: 'remove', key: line.key } satisfies CartAction) : null;
  }
  if ('mode' in step) return { type: 'mode', mode: step.mode } satisfies CartAction;
  if ('table' in step) return { type: 'table', tableId: step.table } satisfies CartAction;
  return { type: 'discount', discount: step.discount } satisfies CartAction;
}
/** The restaurant's settings as stored: strings, parsed the one way both sides parse them. */
const settingsArb = (currency: string) =>
  fc.record({
    currency: fc.constant(currency),
    tax_rate_bp: fc.integer({ min: 0, max: 10_000 }).map(String),
    tax_inclusive: fc.constantFrom('true', 'false'),
    service_charge_bp: fc.integer({ min: 0, max: 10_000 }).map(String),
  });

/** The server's rules from the same settings, as orders/shared.ts reads them. */
function serverRules(settings: Record<string, string>): Rules {
  const { timeZone, ...s } = parseSettings(settings);
  return { ...s, timezone: timeZone };
}

/** The server's pricing of what the till sends: each line priced from the catalogue, not the cart. */
function serverPricedLines(menu: Menu, cart: Cart): PricedLine[] {
  const modifiers = new Map(menu.groups.flatMap((g) => g.modifiers).map((m) => [m.id, m]));
  return lineInputs(cart).map((input) => {
    const product = menu.products.find((p) => p.id === input.productId)!;
    const chosen = input.modifierIds.map((id) => modifiers.get(id)!);
    return {
      productId: product.id,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      unitPrice: product.price,
      quantity: input.quantity,
      modifiers: chosen,
      modifiersTotal: chosen.reduce((s, m) => s + m.price, 0),
      seat: input.seat ?? null,
      note: input.note,
      course: input.course,
      held: input.held,
    };
  });
}

const saleArb = fc.constantFrom(...CURRENCIES).chain((currency) => {
  const unit = 10 ** currencyExponent(currency);
  return fc.record({
    menu: menuArb(unit),
    steps: fc.array(stepArb(unit), { minLength: 1, maxLength: 25 }),
    settings: settingsArb(currency),
  });
});

function build(menu: Menu, steps: readonly Step[]): Cart {
  let cart = emptyCart();
  for (const step of steps) {
    const action = toAction(menu, step, cart);
    if (action) cart = cartReducer(cart, action);
  }
  return cart;
}

describe('the cart prices as the server does', () => {
  it('for a new order: any items, options, counts, discount, table, tax in or out, any currency', () => {
    fc.assert(
      fc.property(saleArb, ({ menu, steps, settings }) => {
        const cart = build(menu, steps);
        const rules = serverRules(settings);
        const server = priceFor(serverPricedLines(menu, cart), cart.discount, rules, orderTable(cart));
        expect(cartTotals(cart, rules)).toEqual(server);
      }),
      { numRuns: 300 },
    );
  });

  it('for a continued order: the rates it was opened with, today’s service once it has a table', () => {
    const frozenArb = fc.record({
      taxRateBp: fc.integer({ min: 0, max: 10_000 }),
      taxInclusive: fc.boolean(),
      serviceChargeBp: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    });
    fc.assert(
      fc.property(saleArb, frozenArb, ({ menu, steps, settings }, frozen) => {
        const built = build(menu, steps);
        const cart: Cart = {
          ...built,
          order: {
            id: 1,
            version: 1,
            type: 'pos',
            paidTotal: 0,
            ticketNumber: 1,
            discount: null,
            rules: frozen,
            kitchenStatus: null,
          },
        };
        const rules = serverRules(settings);
        const row = { ...frozen, taxInclusive: frozen.taxInclusive ? 1 : 0 };
        const server = priceFor(
          serverPricedLines(menu, cart),
          cart.discount,
          frozenRules(row, rules),
          orderTable(cart),
        );
        expect(cartTotals(cart, rules)).toEqual(server);
      }),
      { numRuns: 200 },
    );
  });
});
