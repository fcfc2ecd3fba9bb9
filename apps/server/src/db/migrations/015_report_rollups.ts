import { CamelCasePlugin, sql, type ColumnDataType, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../kysely.ts';
import { rebuildRollups } from '../../modules/reports/index.ts';
import { ROLLUP_KEYS, ROLLUP_TABLES } from '../schema-rollups.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The report rollups (issue 14, db/schema-rollups.ts): one table each, keyed by its primary key,
 * filled from the orders, payments and audit rows already there.
 */
export function reportRollups(engine: Engine) {
  const big: ColumnDataType = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, columns] of Object.entries(ROLLUP_TABLES)) {
        const keys: readonly string[] = ROLLUP_KEYS[table as keyof typeof ROLLUP_KEYS];
        let create = db.schema.createTable(snake(table));
        for (const [name, column] of Object.entries(columns)) {
          const type = column.class === 'text' ? 'text' : keys.includes(name) ? 'integer' : big;
          create = create.addColumn(snake(name), type, (c) => c.notNull());
        }
        create = create.addPrimaryKeyConstraint(`${snake(table)}_pk`, keys.map(snake) as never);
        // On SQLite the rows are stored in key order, so a range of days is read in one sweep.
        await (engine === 'sqlite' ? create.modifyEnd(sql`without rowid`) : create).execute();
      }
      const camel = db.withPlugin(new CamelCasePlugin()) as unknown as Db;
      const zone = await camel
        .selectFrom('settings')
        .select('value as zone')
        .where('key', '=', 'timezone')
        .executeTakeFirst();
      await rebuildRollups(camel, engine, zone?.zone ?? 'UTC');
    },
  };
}
