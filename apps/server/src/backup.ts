// `npm run backup [file]`: an online copy of the SQLite database while the server runs.
import { ConfigError, loadConfig } from './config.ts';
import { backupSqlite, defaultBackupPath } from './db/backup.ts';
import { nodeVersionProblem } from './lib/node-version.ts';

async function run(): Promise<number> {
  const nodeProblem = nodeVersionProblem(process.versions.node, process.execPath);
  if (nodeProblem) {
    console.error(nodeProblem);
    return 2;
  }
  const config = loadConfig();
  const destination = process.argv[2] ?? defaultBackupPath(config.dataDir);
  if (config.engine === 'postgres') {
    const url = new URL(config.databaseUrl);
    url.password = '';
    console.error(
      [
        'DATABASE_URL is PostgreSQL: back it up with its own tool, which copies a consistent snapshot while Cashier runs:',
        '',
        `  pg_dump --format=custom --file=${destination.replace(/\.sqlite$/, '.dump')} '${url.toString()}'`,
        '',
        '(the password from PGPASSWORD or ~/.pgpass). Restore with pg_restore; see docs/operations.md.',
      ].join('\n'),
    );
    return 2;
  }
  if (config.databaseUrl === ':memory:') {
    console.error('DATABASE_URL is :memory:, which has nothing to back up.');
    return 2;
  }
  const { bytes } = await backupSqlite(config.databaseUrl, destination);
  console.log(
    `Backed up ${config.databaseUrl} to ${destination} (${(bytes / 1024).toFixed(0)} KiB, integrity ok).`,
  );
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
