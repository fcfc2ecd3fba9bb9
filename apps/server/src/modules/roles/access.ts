import type { Permission } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/*
 * What the users module asks of roles: the permissions a role holds, its name and whether it is
 * the owner (system) role, and the lock that serialises every change to staff (users and roles)
 * so the last owner cannot be lost.
 */

/** Permissions of every role (or one), known names only, sorted. */
export function rolePermissions(db: Db, roleId?: number): Promise<Map<number, Permission[]>> {
  return repo.rolePermissions(db, roleId);
}

/** Held until the caller's transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export function lockStaff(db: Db, engine: Engine): Promise<void> {
  return repo.lockStaff(db, engine);
}

/** The name and system (owner) flag of every role, or of those of `ids`, by id. */
export function roleFacts(db: Db, ids?: number[]): Promise<Map<number, { name: string; system: boolean }>> {
  return repo.roleFacts(db, ids);
}
