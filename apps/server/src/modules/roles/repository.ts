import type { Permission, Role } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { rolePermissions } from '../users/repository.ts';

export async function listRoles(db: Db, filter: { id?: number } = {}): Promise<Role[]> {
  let q = db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('users')
        .whereRef('users.roleId', '=', 'roles.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('userCount'),
    )
    .orderBy('roles.id');
  if (filter.id !== undefined) q = q.where('roles.id', '=', filter.id);
  const [rows, permissions] = await Promise.all([q.execute(), rolePermissions(db, filter.id)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    system: r.system === 1,
    permissions: permissions.get(r.id) ?? [],
    userCount: Number(r.userCount ?? 0),
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
