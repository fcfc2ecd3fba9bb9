/*
 * The sale, apart from any screen: the cart and its totals, a product's options, catalogue search,
 * quick cash, the business date and the restaurant's settings. The till, the shared till, the
 * guest site and the offline outbox import it; the server prices, dates and reads settings with
 * the same code. It depends on contracts alone: no React, no DOM, no server.
 */
export * from './business-day.ts';
export * from './cart.ts';
export * from './courses.ts';
export * from './day-hours.ts';
export * from './modifiers.ts';
export * from './order-input.ts';
export * from './quick-cash.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './totals.ts';
