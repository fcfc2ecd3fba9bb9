// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { DEMO_CATEGORIES, DEMO_CUSTOMERS, DEMO_MODIFIER_GROUPS, DEMO_STATIONS, DEMO_TABLES } from './data.ts';
export { demoRoutes } from './routes.ts';
export { DEMO_SITE_PAGES } from './site-pages.ts';
