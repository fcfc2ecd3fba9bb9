import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgDatabase } from '../test/pg-database.ts';
import { createDb, forgetPreparedStatements, type Db } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * On PostgreSQL each pooled connection prepares the parameterised statements it runs, once, by
 * their text. What must hold: the answers are the same as unprepared ones, the number kept is
 * bounded, and a statement prepared before a migration does not break after it.
 */
describe.skipIf(!inject('postgresUrl'))('prepared statements on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgDatabase(inject('postgresUrl')!, 'cashier_prepared');
    drop = created.drop;
    db = createDb({ engine: 'postgres', databaseUrl: created.url });
    await migrateToLatest(db, 'postgres');
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  /** Runs `work` on one connection and answers the statements that connection holds prepared. */
  async function preparedAfter(work: (trx: Db) => Promise<void>): Promise<string[]> {
    return db.transaction().execute(async (trx) => {
      await work(trx);
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      return rows.rows.map((r) => r.statement);
    });
  }

  it('prepares a statement once and answers what an unprepared one would', async () => {
    const statements = await preparedAfter(async (trx) => {
      for (const key of ['currency', 'timezone', 'currency']) {
        const row = await trx
          .selectFrom('settings')
          .select('value')
          .where('key', '=', key)
          .executeTakeFirst();
        const plain = await sql<{
          value: string;
        }>`select value from settings where key = ${key} and 1 = 1`.execute(trx.withoutPlugins());
        expect(row?.value).toBe(plain.rows[0]?.value);
      }
    });
    const settingsReads = statements.filter((s) => s.startsWith('select "value" from "settings"'));
    expect(settingsReads).toHaveLength(1);
  });

  it('keeps at most 200 statements on a connection and still runs the rest', async () => {
    const statements = await preparedAfter(async (trx) => {
      // Every length of `in (…)` is a statement of its own.
      for (let n = 1; n <= 260; n++) {
        const ids = Array.from({ length: n }, (_, i) => i + 1);
        const rows = await trx.selectFrom('users').select('id').where('id', 'in', ids).execute();
        expect(rows.length).toBeLessThanOrEqual(n);
      }
    });
    const lists = statements.filter((s) => s.startsWith('select "id" from "users"'));
    expect(lists.length).toBeLessThanOrEqual(200);
    expect(lists.length).toBeGreaterThan(100);
  });

  it('runs a `select *` prepared before a migration that adds a column, after it', async () => {
    const read = () => db.selectFrom('stations').selectAll().where('id', '>', 0).execute();
    // Warm every pooled connection that may be handed out.
    await Promise.all(Array.from({ length: 10 }, read));
    await sql`alter table stations add column shade text`.execute(db);
    // What a migration run tells the pool (migrateToLatest does it after migrating).
    forgetPreparedStatements();
    await expect(Promise.all(Array.from({ length: 10 }, read))).resolves.toHaveLength(10);
    await sql`alter table stations drop column shade`.execute(db);
  });
});
