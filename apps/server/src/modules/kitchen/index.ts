// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { registerKitchenHandlers } from './handlers.ts';
export { kitchenRoutes } from './routes.ts';
export { KitchenService, kitchenStates, moveItems, signatureOf, syncOrder } from './service.ts';
