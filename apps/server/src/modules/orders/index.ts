// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency.ts';
export { pruneIdempotencyKeys } from './prune-repository.ts';
export { orderRoutes } from './routes.ts';
export { currencyInUse, OrdersService } from './service.ts';
export type { ConsumeApproval } from './shared.ts';
