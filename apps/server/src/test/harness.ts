import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type CashierApp } from '../app.ts';
import { loadConfig, type Config, type Engine } from '../config.ts';
import { createDb, type Db } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { hashPassword } from '../modules/auth/tokens.ts';
import { createPgDatabase } from './pg-database.ts';

/** The engines every API suite runs on: SQLite always, PostgreSQL when the setup found one. */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const OWNER = { email: 'owner@test.local', password: 'Owner-pass-123' };
export const PASSWORD = 'Staff-pass-123';

export interface TestContext {
  app: CashierApp;
  db: Db;
  config: Config;
  /** Signs in and answers the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** Creates a user with the named role and answers its bearer token. */
  userWithRole(role: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh migrated, seeded database (a new SQLite file, or a new PostgreSQL database) behind a
 * real app. Call close() in afterAll.
 */
export async function createTestContext(
  engine: Engine,
  options: { demo?: boolean } = {},
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-test-'));
  let databaseUrl = path.join(dir, 'test.sqlite');
  let dropDatabase = (): Promise<void> => Promise.resolve();
  if (engine === 'postgres') {
    const adminUrl = inject('postgresUrl');
    if (!adminUrl) throw new Error('PostgreSQL is not available');
    const created = await createPgDatabase(adminUrl, 'cashier_test');
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SEED_DEMO: options.demo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
  });
  const db = createDb(config);
  await migrateToLatest(db, engine);
  await seed(db, config);
  const app = await buildApp(config, { db, logger: false });
  await app.ready();

  async function login(email = OWNER.email, password = OWNER.password): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  }
  let n = 0;
  const passwordHash = hashPassword(PASSWORD);
  return {
    app,
    db,
    config,
    login,
    async userWithRole(role) {
      const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
      const email = `${role}${++n}@test.local`;
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          name: role,
          email,
          passwordHash: await passwordHash,
          roleId: r.id,
          locale: 'en',
          active: 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      return login(email, PASSWORD);
    },
    async close() {
      await app.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
