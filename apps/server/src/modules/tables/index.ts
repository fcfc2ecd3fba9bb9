// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { tableRoutes } from './routes.ts';
export { TablesService } from './service.ts';
