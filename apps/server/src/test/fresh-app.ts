import type { SettingKey } from '@cashier/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type CashierApp } from '../app.ts';
import { loadConfig, type Config, type Engine } from '../config.ts';
import { createDb, type Db } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createPgDatabase } from './pg-database.ts';

export interface FreshApp {
  app: CashierApp;
  db: Db;
  config: Config;
  /** Closes the app and the database, then deletes the database and its folder. */
  close: () => Promise<void>;
}

/**
 * A real app over a new migrated, seeded database: a SQLite file in a temporary folder, or a
 * throwaway PostgreSQL database next to `pgAdminUrl`. Used by the API suites and the benchmarks.
 */
export async function freshApp(
  engine: Engine,
  options: {
    pgAdminUrl: string | null;
    owner: { email: string; password: string };
    demo?: boolean;
    /** Tests send hundreds of requests a second from one address; the limiter's own test lowers it. */
    rateLimitPerMinute?: number;
    /** More environment, as the server would read it (PRINT_CONNECT_TIMEOUT_MS, say). */
    env?: Record<string, string>;
    /** Settings to change after the seed, as an owner would. */
    settings?: Partial<Record<SettingKey, string>>;
  },
): Promise<FreshApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-'));
  let url = path.join(dir, 'cashier.sqlite');
  let drop = (): Promise<void> => Promise.resolve();
  if (engine === 'postgres') {
    if (!options.pgAdminUrl) throw new Error('PostgreSQL is not available');
    ({ url, drop } = await createPgDatabase(options.pgAdminUrl, 'cashier_test'));
  }
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dir,
    ADMIN_EMAIL: options.owner.email,
    ADMIN_PASSWORD: options.owner.password,
    SEED_DEMO: options.demo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute ?? 1_000_000),
    ...options.env,
  });
  const db = createDb(config);
  await migrateToLatest(db, engine);
  await seed(db, config);
  for (const [key, value] of Object.entries(options.settings ?? {}))
    await db.updateTable('settings').set({ value }).where('key', '=', key).execute();
  const app = await buildApp(config, { db, logger: false });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
