// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { siteRoutes } from './routes.ts';
export { SiteService } from './service.ts';
