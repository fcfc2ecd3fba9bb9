import { sql, type TableMetadata } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../config.ts';
import { engines } from '../test/harness.ts';
import { emptyDatabase } from '../test/empty-database.ts';
import type { Db } from './kysely.ts';
import { SCHEMA } from './schema.ts';

/*
 * db/schema.ts is what the code believes the tables are; the migrations are what they are. An
 * empty database migrated on each engine must hold exactly the tables and columns schema.ts
 * declares, each with the same nullability and the same coarse type (integer or text).
 */

type Shape = Record<string, Record<string, { class: string; nullable: boolean }>>;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function declared(): Shape {
  return Object.fromEntries(
    Object.entries(SCHEMA).map(([table, columns]) => [
      snake(table),
      Object.fromEntries(
        Object.entries(columns).map(([column, c]) => [
          snake(column),
          { class: c.class, nullable: c.nullable },
        ]),
      ),
    ]),
  );
}

/** integer, bigint, serial → integer; text, varchar → text; anything else as the engine names it. */
function classOf(dataType: string): string {
  if (/int|serial/i.test(dataType)) return 'integer';
  if (/text|char|clob/i.test(dataType)) return 'text';
  return dataType;
}

/**
 * SQLite reports a primary-key column as nullable (for compatibility it lets a non-integer key hold
 * NULL); the application never writes one, so a key column counts as NOT NULL as on PostgreSQL.
 */
async function sqliteKeyColumns(db: Db, table: string): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
    pk: number;
  }>`select name, pk from pragma_table_info(${table})`.execute(db);
  return new Set(rows.filter((r) => r.pk > 0).map((r) => r.name));
}

async function migrated(db: Db, engine: Engine, tables: TableMetadata[]): Promise<Shape> {
  const shape: Shape = {};
  for (const table of tables) {
    if (table.isView) continue;
    const keys = engine === 'sqlite' ? await sqliteKeyColumns(db, table.name) : new Set<string>();
    shape[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        { class: classOf(c.dataType), nullable: c.isNullable && !keys.has(c.name) },
      ]),
    );
  }
  return shape;
}

describe.each(engines())('the migrated schema on %s', (engine) => {
  it('has exactly the tables and columns db/schema.ts declares', async () => {
    const { db, close } = await emptyDatabase(engine, 'cashier_schema');
    try {
      const tables = await db.introspection.getTables();
      expect(await migrated(db, engine, tables)).toEqual(declared());
    } finally {
      await close();
    }
  });
});
