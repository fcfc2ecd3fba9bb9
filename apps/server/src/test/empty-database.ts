import { inject } from 'vitest';
import type { Engine } from '../config.ts';
import { createDb, type Db } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPgDatabase } from './pg-database.ts';

/**
 * A new database with nothing in it: in memory for SQLite, a throwaway one on PostgreSQL. Migrated
 * to the latest schema unless `migrate` is false (an upgrade test migrates it part way itself).
 * @example const { db, close } = await emptyDatabase('postgres', 'cashier_schema');
 */
export async function emptyDatabase(
  engine: Engine,
  prefix: string,
  { migrate = true } = {},
): Promise<{ db: Db; close: () => Promise<void> }> {
  let url = ':memory:';
  let drop = () => Promise.resolve();
  if (engine === 'postgres') {
    const adminUrl = inject('postgresUrl');
    if (!adminUrl) throw new Error('PostgreSQL is not available');
    ({ url, drop } = await createPgDatabase(adminUrl, prefix));
  }
  const db = createDb({ engine, databaseUrl: url });
  if (migrate) await migrateToLatest(db, engine);
  return {
    db,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}
