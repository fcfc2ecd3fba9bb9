import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDb } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { exposureWarning } from './lib/exposure.ts';

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

async function start(config: Config): Promise<void> {
  const db = createDb(config);
  await migrateToLatest(db, config.engine);
  const seeded = await seed(db, config);
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.destroy());
  await app.listen({ port: config.port, host: config.host });

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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
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
