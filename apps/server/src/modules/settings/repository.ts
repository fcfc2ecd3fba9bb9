import type { Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { PluginTable } from '../../db/schema.ts';

/** Every setting row, in id order. */
export function listSettings(db: Db) {
  return db.selectFrom('settings').select(['id', 'key', 'value']).orderBy('id').execute();
}

export function findSetting(db: Db, id: number) {
  return db.selectFrom('settings').select(['id', 'key', 'value']).where('id', '=', id).executeTakeFirst();
}

export function settingsByKey(db: Db, keys: string[]) {
  return db.selectFrom('settings').select(['id', 'key', 'value']).where('key', 'in', keys).execute();
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

export function findPlugin(db: Db, id: number) {
  return db.selectFrom('plugins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePlugin(db: Db, id: number, values: Updateable<PluginTable>): Promise<void> {
  await db.updateTable('plugins').set(values).where('id', '=', id).execute();
}
