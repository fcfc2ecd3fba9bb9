import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

/** How long a key stays locked, and the window in which its failures add up. */
export const LOCK_MS = 15 * 60_000;

/** A throttle key (`email:…`, `ip:…`, `pin:…`) and the failures within LOCK_MS that lock it. */
export interface Limit {
  key: string;
  max: number;
}

/** Answers 429 with Retry-After while any of the keys is locked. */
export async function refuseIfLocked(db: Db, keys: string[]): Promise<void> {
  const now = Date.now();
  for (const t of await repo.findThrottles(db, keys)) {
    if (t.lockedUntil && Date.parse(t.lockedUntil) > now) {
      const seconds = Math.ceil((Date.parse(t.lockedUntil) - now) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed sign-ins. Sign-in is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
}

/** Counts one failure against each key; the max-th failure within the window locks the key. */
export async function countFailure(db: Db, limits: Limit[]): Promise<void> {
  const now = Date.now();
  const keys = limits.map((l) => l.key);
  const existing = new Map((await repo.findThrottles(db, keys)).map((t) => [t.key, t]));
  for (const { key, max } of limits) {
    const t = existing.get(key);
    // A window older than LOCK_MS, or one that already ended in a lock, starts afresh.
    const fresh = !t || now - Date.parse(t.firstFailureAt) > LOCK_MS || t.lockedUntil !== null;
    const failures = fresh ? 1 : t.failures + 1;
    await repo.saveThrottle(db, {
      key,
      failures,
      firstFailureAt: fresh ? nowIso(now) : t.firstFailureAt,
      lockedUntil: failures >= max ? nowIso(now + LOCK_MS) : null,
    });
  }
}
