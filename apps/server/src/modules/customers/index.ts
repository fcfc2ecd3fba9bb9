// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { customerRoutes } from './routes.ts';
export { CustomersService } from './service.ts';
