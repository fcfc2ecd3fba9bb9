import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/*
 * What other modules read of users without their service (auth signs in with them, roles count
 * them, lists name who did what): a file of its own, since the users service leans on auth and roles.
 */

/** The columns of a user as the API shows one (the role's name is the roles table's). */
export { USER_COLUMNS } from './repository.ts';

/** The names of these users (every user without `ids`), by id; ids of no user are absent. */
export function userNames(db: Db, ids?: readonly (number | null)[]): Promise<Map<number, string>> {
  return repo.userNames(db, ids);
}

/** How many users hold each role (roles without users are absent). */
export function userCountsByRole(db: Db): Promise<Map<number, number>> {
  return repo.userCountsByRole(db);
}
