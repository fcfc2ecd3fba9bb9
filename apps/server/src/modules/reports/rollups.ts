/*
 * What other parts of the server may use of the report rollups without reaching into the
 * reports' repositories: the migration that adds them fills them from scratch, and writes outside
 * a Store transaction (an approval's own audit row) count themselves.
 */
export { rebuildRollups } from './rebuild-repository.ts';
export { countAudits } from './rollups-repository.ts';
