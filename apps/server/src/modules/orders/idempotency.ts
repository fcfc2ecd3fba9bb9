import { createHash } from 'node:crypto';
import type { Db } from '../../db/kysely.ts';
import { conflict } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

/**
 * How long a create's answer is kept under its Idempotency-Key: a retry within 48 hours (a till
 * that lost its connection, a queue replayed after a restart) gets the first answer and creates
 * nothing. Older keys are pruned (modules/retention): the answer is about 2 KB per order, and
 * kept forever the keys became most of the database. After the window, a retry that also sends
 * the order's `uuid` still cannot create a second order (the uuid is unique: 409); a retry with
 * only the header would create a new one.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 48 * 3_600_000;

/** Stable hash of a request body: keys sorted, so {a,b} and {b,a} are the same request. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * The stored answer of an earlier request with this key, or null when the key is new.
 * The same key with a different body is a client bug: 409, nothing created.
 */
export async function replay(db: Db, scope: string, key: string, hash: string): Promise<unknown> {
  const row = await repo.findIdempotencyKey(db, scope, key);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw conflict('orders.keyReused', {
      idempotencyKey: 'field.usedWithOtherBody',
    });
  }
  return JSON.parse(row.response) as unknown;
}

/** Saves the answer in the transaction that created it, so a retry can never create twice. */
export async function remember(
  trx: Db,
  scope: string,
  key: string,
  hash: string,
  response: unknown,
): Promise<void> {
  await repo.insertIdempotencyKey(trx, {
    scope,
    key,
    requestHash: hash,
    statusCode: 200,
    response: JSON.stringify(response),
    createdAt: nowIso(),
  });
}
