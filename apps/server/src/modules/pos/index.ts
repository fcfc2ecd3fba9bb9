// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { posRoutes } from './routes.ts';
export { PosService } from './service.ts';
