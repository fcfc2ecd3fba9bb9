// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { pruneDisplays } from './prune-repository.ts';
export { displayRoutes } from './routes.ts';
export { DisplaysService } from './service.ts';
