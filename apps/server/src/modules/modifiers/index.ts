// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { modifierRoutes } from './routes.ts';
export { ModifiersService } from './service.ts';
