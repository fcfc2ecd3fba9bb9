// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { inProcess } from './jobs.ts';
export { ReportPool } from './report-pool.ts';
export { reportRoutes } from './routes.ts';
export { ReportsService } from './service.ts';
