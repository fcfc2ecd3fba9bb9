import { Migrator } from 'kysely';
import type { Engine } from '../config.ts';
import { forgetPreparedStatements, type Db } from './kysely.ts';
import { migrations } from './migrations/index.ts';

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  forgetPreparedStatements();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(
      `Migration${name} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
}
