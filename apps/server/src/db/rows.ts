import type { Generated, Insertable, Kysely, Updateable, UpdateResult } from 'kysely';
import type { Db } from './kysely.ts';
import type { Database } from './schema.ts';

/** The tables keyed by a generated integer `id`. */
export type IdTable = {
  [K in keyof Database]: Database[K] extends { id: Generated<number> } ? K : never;
}[keyof Database];

/*
 * Inserting, changing and deleting one row by its id is the same three statements for every table
 * a module edits; the repositories call these instead of writing them again. Kysely cannot check
 * a statement over a table named by a type parameter, so it runs on an untyped view of the
 * database; the signatures keep the callers checked.
 */
type AnyRows = Kysely<Record<string, { id: Generated<number> }>>;
const untyped = (db: Db) => db as unknown as AnyRows;

/** Inserts a row and answers its new id. */
export function insertRow<T extends IdTable>(db: Db, table: T, values: Insertable<Database[T]>) {
  return untyped(db)
    .insertInto(table as string)
    .values(values as unknown as { id?: number })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Changes the row with this id; `numUpdatedRows` is 0n when there is none. */
export function updateRow<T extends IdTable>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
): Promise<UpdateResult> {
  return untyped(db)
    .updateTable(table as string)
    .set(values as unknown as { id?: number })
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteRow(db: Db, table: IdTable, id: number): Promise<void> {
  await untyped(db).deleteFrom(table).where('id', '=', id).execute();
}

/** Of these ids, the ones with no row in `table`. */
export async function missingIds(db: Db, table: IdTable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set<number>();
  // In chunks: SQLite allows at most 32,766 bound values in one statement.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await untyped(db)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return ids.filter((id) => !found.has(id));
}

/**
 * Next value of a named counter inside the caller's transaction. The row lock (PostgreSQL) or the
 * single writer (SQLite) makes it gap-free: a rolled-back order gives its number back.
 */
export async function nextCounter(trx: Db, name: string): Promise<number> {
  const row = await trx
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The current values of these named counters (one absent has not started). */
export async function counterValues(db: Db, names: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, Number(r.value)]));
}

/**
 * Holds a named counter's row to the end of the transaction without moving it, queueing behind
 * (or ahead of) whoever takes its next value: a shift opens either before a Z reads the shifts,
 * or after it has committed.
 */
export async function holdCounter(trx: Db, name: string): Promise<void> {
  await trx
    .insertInto('counters')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('counters.value') })))
    .execute();
}
