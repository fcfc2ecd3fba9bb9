import { buildApp, type CashierApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDb } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { refreshStatistics } from './db/statistics.ts';
import { exposureWarning } from './lib/exposure.ts';
import { nodeVersionProblem } from './lib/node-version.ts';
import { RetentionService } from './modules/retention/index.ts';

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

async function start(config: Config): Promise<void> {
  const db = createDb(config);
  await migrateToLatest(db, config.engine);
  const seeded = await seed(db, config);
  await refreshStatistics(db, config.engine, 'start');
  const app = await buildApp(config, { db });
  const retention = new RetentionService(db, config, app.log);
  app.addHook('onClose', async () => {
    await retention.stop();
    await db.destroy();
  });
  await app.listen({ port: config.port, host: config.host });
  retention.start();

  const where = config.engine === 'sqlite' ? config.databaseUrl : redact(config.databaseUrl);
  app.log.info(`Cashier is running on http://localhost:${config.port} (${config.engine}: ${where})`);
  const warning = exposureWarning(config.host, config.trustProxy);
  if (warning) app.log.warn(warning);
  if (seeded.ownerEmail) {
    const lines = [`Created the owner account: ${seeded.ownerEmail}`];
    if (seeded.generatedPassword) {
      lines.push(`Generated password (shown only this once): ${seeded.generatedPassword}`);
      lines.push('Set ADMIN_EMAIL and ADMIN_PASSWORD on an empty database to choose your own.');
    }
    if (seeded.demo) lines.push('Seeded the demo restaurant.');
    console.log(`\n  ${lines.join('\n  ')}\n`);
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A signal may come twice (Ctrl-C reaches npm start's whole process group, which forwards it
    // too): the first starts the shutdown, whose wait is bounded; the others change nothing.
    process.on(signal, () => {
      if (!stopping) void shutdown(app, signal);
      stopping = true;
    });
  }
}

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting, lets requests in flight finish, ends the event streams, then closes the
 * database (SQLite checkpoints its WAL; the PostgreSQL pool ends) and exits 0. A request still
 * running after SHUTDOWN_GRACE_MS has its connection cut so a stuck one cannot block a deploy.
 */
async function shutdown(app: CashierApp, signal: string): Promise<void> {
  app.log.info(`${signal}: finishing the requests in flight, then stopping`);
  const cut = setTimeout(() => {
    app.log.warn(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections.`);
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
  const abandon = setTimeout(() => {
    app.log.error('The server did not stop in time: exiting without closing the database.');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS * 2).unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'Stopping failed');
    process.exit(1);
  }
  clearTimeout(cut);
  clearTimeout(abandon);
  app.log.info('Stopped.');
  process.exit(0);
}

const nodeProblem = nodeVersionProblem(process.versions.node, process.execPath);
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(2);
}
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
start(config).catch((error: unknown) => {
  console.error(`Cashier could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
