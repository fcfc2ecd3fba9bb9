import type { LockoutKind } from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

/** The window in which failures add up, and how long a key stays locked once it reaches its limit. */
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

/**
 * What a throttle row limits:
 * - `login`: password guesses at one account from one address (the owner typing from the office is
 *   never locked out by someone guessing from elsewhere);
 * - `login-ip`: password failures from one address across accounts, a much higher ceiling, so a
 *   whole restaurant behind one router is not locked out by one typo-prone till;
 * - `pin`: PIN guesses at one user (4–6 digits); the PIN alone is locked, the password still works;
 * - `pin-ip`: PIN failures from one address across users;
 * - `approve`: manager-PIN guesses by one requester.
 */
export type ThrottleKind = LockoutKind;

/** How each kind counts: the failures within WINDOW_MS that lock it, and what a success does. */
interface Rule {
  max: number;
  /** Seconds to wait after the n-th failure, below `max` (progressive delays); none when absent. */
  delay?: (failures: number) => number;
  /** Whether a success forgets the key's failures (its own account), or only gives its attempt back (an address). */
  clearOnSuccess: boolean;
}

/** A throttle key: its kind's rule, for one subject (e-mail or user id) and/or one address. */
export interface Limit extends Rule {
  kind: ThrottleKind;
  /** The e-mail or user id limited; null for an address's own limit. */
  subject: string | null;
  ip: string | null;
}

export const MAX_LOGIN_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 50;
/** A PIN has only 10^4–10^6 values, so a user's PIN gets a tighter budget than a password. */
export const MAX_PIN_FAILURES = 5;
export const MAX_PIN_ADDRESS_FAILURES = 20;
/** Three attempts are free (typos), then 1, 2, 4 … 64 seconds before each next one. */
export const FREE_ATTEMPTS = 3;
export const loginDelay = (failures: number) =>
  failures < FREE_ATTEMPTS ? 0 : 2 ** (failures - FREE_ATTEMPTS);

const RULES: Record<ThrottleKind, Rule> = {
  login: { max: MAX_LOGIN_FAILURES, delay: loginDelay, clearOnSuccess: true },
  'login-ip': { max: MAX_ADDRESS_FAILURES, clearOnSuccess: false },
  pin: { max: MAX_PIN_FAILURES, clearOnSuccess: true },
  'pin-ip': { max: MAX_PIN_ADDRESS_FAILURES, clearOnSuccess: false },
  approve: { max: MAX_PIN_FAILURES, clearOnSuccess: true },
};

const limit = (kind: ThrottleKind, subject: string | null, ip: string | null): Limit => ({
  ...RULES[kind],
  kind,
  subject,
  ip,
});
const address = (ip: string | null) => ip ?? 'unknown';

export const loginLimits = (email: string, ip: string | null): Limit[] => [
  limit('login', email.toLowerCase(), address(ip)),
  limit('login-ip', null, address(ip)),
];
export const pinLimits = (subject: string, ip: string | null): Limit[] => [
  limit('pin', subject, null),
  limit('pin-ip', null, address(ip)),
];
export const approveLimits = (requesterId: number, ip: string | null): Limit[] => [
  limit('approve', String(requesterId), null),
  limit('pin-ip', null, address(ip)),
];

export const keyOf = (l: Pick<Limit, 'kind' | 'subject' | 'ip'>) =>
  `${l.kind}:${l.subject ?? ''}|${l.ip ?? ''}`;

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const headers = { 'retry-after': String(seconds) };
  if (seconds < 60) {
    return new AppError('TOO_MANY_REQUESTS', msg('auth.slowed', { count: seconds }), undefined, headers);
  }
  const minutes = Math.ceil(seconds / 60);
  return new AppError('TOO_MANY_REQUESTS', msg('auth.locked', { count: minutes }), undefined, headers);
}

/**
 * Charges one attempt to every limit before the secret is checked, in one transaction with the
 * rows locked, so parallel guesses cannot all read the same count and slip through: exactly the
 * allowed number are let through, the others answer 429 with Retry-After. A locked key refuses
 * without charging. Call `release` after a success; a failure simply keeps its charge.
 */
export async function reserve(db: Db, engine: Engine, limits: Limit[]): Promise<void> {
  const now = Date.now();
  const byKey = new Map(limits.map((l) => [keyOf(l), l]));
  await db.transaction().execute(async (trx) => {
    const rows = new Map((await repo.lockThrottles(trx, engine, [...byKey.keys()])).map((r) => [r.key, r]));
    const wait = Math.max(
      0,
      ...[...rows.values()].map((r) => (r.lockedUntil ? Date.parse(r.lockedUntil) - now : 0)),
    );
    if (wait > 0) throw tooMany(wait);
    for (const [key, limit] of byKey) {
      const row = rows.get(key);
      // A window older than WINDOW_MS, or one whose lock has run out, starts afresh.
      const fresh = !row || now - Date.parse(row.firstFailureAt) > WINDOW_MS || row.failures >= limit.max;
      const failures = fresh ? 1 : row.failures + 1;
      const delayMs = failures >= limit.max ? LOCK_MS : (limit.delay?.(failures) ?? 0) * 1000;
      await repo.saveThrottle(trx, {
        key,
        kind: limit.kind,
        subject: limit.subject,
        ip: limit.ip,
        failures,
        firstFailureAt: fresh ? nowIso(now) : row.firstFailureAt,
        lockedUntil: delayMs > 0 ? nowIso(now + delayMs) : null,
      });
    }
  });
}

/** After a success: the account's own keys forget their failures, an address gets its attempt back. */
export async function release(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if (limit.clearOnSuccess) await repo.clearThrottle(db, keyOf(limit));
    else await repo.refundThrottle(db, keyOf(limit), limit.max);
  }
}

/** Keys locked out now (not merely slowed down), the longest first. */
export async function currentLockouts(db: Db) {
  const rows = await repo.lockedThrottles(db, nowIso());
  return rows.flatMap((r) =>
    r.kind !== '' && r.failures >= RULES[r.kind].max && r.lockedUntil
      ? [{ ...r, kind: r.kind, lockedUntil: r.lockedUntil }]
      : [],
  );
}

export const findLockout = (db: Db, key: string) => repo.findThrottle(db, key);
export const clearLockout = (db: Db, key: string) => repo.clearThrottle(db, key);
