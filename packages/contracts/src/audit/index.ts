export * from './actions.ts';
export * from './fields.ts';
export * from './describe.ts';
