// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { LockoutsService } from './lockouts.ts';
export { ProfileService } from './profile.ts';
export { profileRoutes } from './profile-routes.ts';
export { userRoutes } from './routes.ts';
export { type Caller, UsersService } from './service.ts';
