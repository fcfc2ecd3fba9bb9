import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { UserTable } from '../../db/schema.ts';

/** A user as the API shows one (the role's name comes from the roles module): the one list of these columns. */
export const USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.roleId',
  'users.locale',
  'users.active',
  'users.createdAt',
] as const;

/** Users by name; their role's name and permissions come from the roles module. */
export function listUsers(db: Db, filter: { id?: number } = {}) {
  let q = db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.pinHash'])
    .orderBy('users.name')
    .orderBy('users.id');
  if (filter.id !== undefined) q = q.where('users.id', '=', filter.id);
  return q.execute();
}

export function findUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'roleId', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What the own-profile screen checks before a change: the current e-mail and password hash. */
export function findCredentials(db: Db, id: number) {
  return db.selectFrom('users').select(['email', 'passwordHash']).where('id', '=', id).executeTakeFirst();
}

/** Another user already using this email, for a clear 409 before the unique constraint fires. */
export function findEmailClash(db: Db, email: string, exceptId?: number) {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** Active users in these (the owner) roles other than `exceptId`. */
export async function otherActiveIn(db: Db, roleIds: number[], exceptId: number): Promise<number> {
  if (!roleIds.length) return 0;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roleId', 'in', roleIds)
    .where('active', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The users among these ids or e-mails, for naming who a lockout is about. */
export async function usersByIdOrEmail(db: Db, by: { ids: number[]; emails: string[] }) {
  if (by.ids.length === 0 && by.emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'roleId'])
    .where((eb) =>
      eb.or([
        ...(by.ids.length ? [eb('id', 'in', by.ids)] : []),
        ...(by.emails.length ? [eb('email', 'in', by.emails)] : []),
      ]),
    )
    .execute();
}

export const insertUser = (db: Db, values: Insertable<UserTable>) => insertRow(db, 'users', values);
export const updateUser = (db: Db, id: number, values: Updateable<UserTable>) =>
  updateRow(db, 'users', id, values);
/**
 * Sessions go with the user (ON DELETE CASCADE); orders, payments and audit rows keep their
 * history with the user set to null.
 */
export const deleteUser = (db: Db, id: number) => deleteRow(db, 'users', id);

export async function userCountsByRole(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['roleId', eb.fn.countAll<number>().as('n')])
    .groupBy('roleId')
    .execute();
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

/** The names of these users (ids of none are skipped), or of every user when `ids` is omitted. */
export async function userNames(db: Db, ids?: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids && [...new Set(ids.filter((id) => id !== null))];
  if (wanted?.length === 0) return new Map();
  let q = db.selectFrom('users').select(['id', 'name']);
  if (wanted) q = q.where('id', 'in', wanted);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
