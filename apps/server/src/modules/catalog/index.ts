// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { catalogRoutes } from './routes.ts';
export { CatalogService } from './service.ts';
