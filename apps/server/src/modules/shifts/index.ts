// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { drawerFor } from './drawer.ts';
export { shiftRoutes, zReportRoutes } from './routes.ts';
export { ShiftsService } from './service.ts';
export { ZReportsService } from './z-reports.ts';
