// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export { registerReportHandlers } from './handlers.ts';
export { inProcess } from './jobs.ts';
export { rebuildRollups } from './rebuild-repository.ts';
export { ReportPool } from './report-pool.ts';
export { reportRoutes } from './routes.ts';
// The rollups' own writes, for what happens outside a Store write: the migration that adds them
// fills them from scratch, an approval's audit row counts itself, and the ledger tests add sales.
export { addSale, countAudits, countPayment } from './rollups-repository.ts';
export { ReportsService } from './service.ts';
