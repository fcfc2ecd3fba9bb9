import { isPermission, type Permission, type Role } from '@cashier/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { RoleTable } from '../../db/schema.ts';
import { userCountsByRole } from '../users/read.ts';

/**
 * Serialises changes to users and roles on PostgreSQL until commit, so two admins cannot each
 * disable one of the last two owners (both would count two). SQLite runs one writer at a time.
 */
export async function lockStaff(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(7310002)`.execute(db);
}

/** Permissions of every role (or one), known names only, sorted. */
export async function rolePermissions(db: Db, roleId?: number): Promise<Map<number, Permission[]>> {
  let q = db.selectFrom('rolePermissions').select(['roleId', 'permission']).orderBy('permission');
  if (roleId !== undefined) q = q.where('roleId', '=', roleId);
  const byRole = new Map<number, Permission[]>();
  for (const r of await q.execute()) {
    if (isPermission(r.permission)) byRole.set(r.roleId, [...(byRole.get(r.roleId) ?? []), r.permission]);
  }
  return byRole;
}

export async function listRoles(db: Db, filter: { id?: number } = {}): Promise<Role[]> {
  let q = db.selectFrom('roles').selectAll('roles').orderBy('roles.id');
  if (filter.id !== undefined) q = q.where('roles.id', '=', filter.id);
  const [rows, permissions, users] = await Promise.all([
    q.execute(),
    rolePermissions(db, filter.id),
    userCountsByRole(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    system: r.system === 1,
    permissions: permissions.get(r.id) ?? [],
    userCount: users.get(r.id) ?? 0,
    createdAt: r.createdAt,
  }));
}

export async function findRole(db: Db, id: number): Promise<Role | undefined> {
  return (await listRoles(db, { id }))[0];
}

/** Another role with this name, ignoring case, for a clear 409 before the unique constraint. */
export function findNameClash(db: Db, name: string, exceptId?: number) {
  let q = db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function setPermissions(db: Db, roleId: number, permissions: Permission[]): Promise<void> {
  await db.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
  if (permissions.length) {
    await db
      .insertInto('rolePermissions')
      .values(permissions.map((permission) => ({ roleId, permission })))
      .execute();
  }
}

export const insertRole = (db: Db, values: Insertable<RoleTable>) => insertRow(db, 'roles', values);
export const updateRole = (db: Db, id: number, values: Updateable<RoleTable>) =>
  updateRow(db, 'roles', id, values);
/** Its role_permissions rows go with it (ON DELETE CASCADE). */
export const deleteRole = (db: Db, id: number) => deleteRow(db, 'roles', id);

/** The name and system flag of every role (or those of `ids`), by id. */
export async function roleFacts(
  db: Db,
  ids?: number[],
): Promise<Map<number, { name: string; system: boolean }>> {
  let q = db.selectFrom('roles').select(['id', 'name', 'system']);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [-1]);
  return new Map((await q.execute()).map((r) => [r.id, { name: r.name, system: r.system === 1 }]));
}
