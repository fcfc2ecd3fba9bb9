// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { lockStaff, roleFacts, rolePermissions } from './access.ts';
export { roleRoutes } from './routes.ts';
export { RolesService } from './service.ts';
