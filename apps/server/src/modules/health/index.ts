// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { healthRoutes } from './routes.ts';
export { HealthService } from './service.ts';
