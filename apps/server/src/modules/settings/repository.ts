import type { Updateable } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { PluginTable } from '../../db/schema.ts';

/** Every setting row, in id order. */
export function listSettings(db: Db) {
  return db.selectFrom('settings').select(['id', 'key', 'value']).orderBy('id').execute();
}

/**
 * The rows a settings write will change, read fresh and locked (PostgreSQL) in key order before
 * the write takes any other lock. A currency change goes on to take the currency lock and the
 * event lock (its catalogue trigger) before it updates its rows; a form that only renames the
 * restaurant takes the event lock after updating its row. Locking rows first keeps the two from
 * each holding what the other waits for, and a form never decides on a currency read before
 * another form changed it. SQLite runs one writer at a time.
 */
export function lockSettings(db: Db, engine: Engine, where: { id: number } | { keys: string[] }) {
  const rows = db.selectFrom('settings').select(['id', 'key', 'value']).orderBy('key');
  const chosen = 'id' in where ? rows.where('id', '=', where.id) : rows.where('key', 'in', where.keys);
  return (engine === 'postgres' ? chosen.forUpdate() : chosen).execute();
}

/** The values of these keys (absent keys are missing from the map). */
export async function settingValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function updateSetting(db: Db, id: number, value: string, updatedAt: string): Promise<void> {
  await db.updateTable('settings').set({ value, updatedAt }).where('id', '=', id).execute();
}

export function insertSetting(db: Db, key: string, value: string, updatedAt: string) {
  return db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .returning(['id', 'key', 'value'])
    .executeTakeFirstOrThrow();
}

export function listPlugins(db: Db) {
  return db.selectFrom('plugins').selectAll().orderBy('id').execute();
}

export function findPluginByKey(db: Db, key: string) {
  return db.selectFrom('plugins').selectAll().where('key', '=', key).executeTakeFirst();
}

export function findPlugin(db: Db, id: number) {
  return db.selectFrom('plugins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePlugin(db: Db, id: number, values: Updateable<PluginTable>): Promise<void> {
  await db.updateTable('plugins').set(values).where('id', '=', id).execute();
}
