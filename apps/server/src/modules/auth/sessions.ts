import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/**
 * Ends a user's sessions in the caller's transaction (a disabled user, a new password), except
 * `keepSessionId`: the session of a user changing their own password stays signed in.
 */
export function revokeUserSessions(db: Db, userId: number, now: string, keepSessionId?: number) {
  return repo.revokeUserSessions(db, userId, now, keepSessionId);
}
