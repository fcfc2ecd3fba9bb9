export * from './auth.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './events.ts';
export * from './money.ts';
export * from './order-state.ts';
export * from './permissions.ts';
export * from './settings.ts';
