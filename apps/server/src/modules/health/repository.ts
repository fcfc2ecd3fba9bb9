import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/** Names of the migrations applied, from Kysely's own table (absent on a database never migrated). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((r) => r.name);
}
