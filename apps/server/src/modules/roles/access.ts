import type { Permission } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/*
 * What the users module asks of roles: the permissions a role holds, and the lock that
 * serialises every change to staff (users and roles) so the last owner cannot be lost.
 */

/** Permissions of every role (or one), known names only, sorted. */
export function rolePermissions(db: Db, roleId?: number): Promise<Map<number, Permission[]>> {
  return repo.rolePermissions(db, roleId);
}

/** Held until the caller's transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export function lockStaff(db: Db, engine: Engine): Promise<void> {
  return repo.lockStaff(db, engine);
}
