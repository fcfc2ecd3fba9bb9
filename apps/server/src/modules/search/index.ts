// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { searchRoutes } from './routes.ts';
export { SearchService } from './service.ts';
