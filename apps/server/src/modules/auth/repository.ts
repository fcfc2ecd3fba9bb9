import type { Permission } from '@cashier/contracts';
import { sql, type Insertable } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { insertAudit } from '../../db/outbox.ts';
import { countAudits } from '../reports/index.ts';
import type { LoginThrottleTable } from '../../db/schema.ts';
import { USER_COLUMNS } from '../users/read.ts';

export type Queryable = Db;

const userColumns = [...USER_COLUMNS, 'roles.name as role'] as const;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select([...userColumns, 'users.passwordHash'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(userColumns)
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function permissionsOfRole(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermissions')
    .select('permission')
    .where('roleId', '=', roleId)
    .orderBy('permission')
    .execute();
  return rows.map((r) => r.permission);
}

export function findSessionByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select([
      'sessions.id as sessionId',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'sessions.revokedAt',
      ...userColumns,
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  s: {
    userId: number;
    tokenHash: string;
    ip: string | null;
    userAgent: string | null;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      userId: s.userId,
      tokenHash: s.tokenHash,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.now,
      lastSeenAt: s.now,
      expiresAt: s.expiresAt,
    })
    .execute();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
}

/** Revokes one session; answers whether it was still live. */
export async function revokeSession(db: Db, sessionId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Ends a user's sessions, except `keepSessionId` (the caller's own, changing their own password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: string,
  keepSessionId?: number,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

/**
 * The throttle rows of `keys`, locked until the caller's transaction ends: on PostgreSQL each row
 * is first made to exist, then taken FOR UPDATE in key order (no deadlock between two callers);
 * SQLite runs one transaction at a time, which is lock enough.
 */
export async function lockThrottles(trx: Db, engine: Engine, keys: string[]) {
  const sorted = [...keys].sort();
  if (engine === 'postgres') {
    for (const key of sorted) {
      await trx
        .insertInto('loginThrottle')
        .values({
          key,
          kind: '',
          subject: null,
          ip: null,
          failures: 0,
          firstFailureAt: '',
          lockedUntil: null,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    const rows = await trx
      .selectFrom('loginThrottle')
      .selectAll()
      .where('key', 'in', sorted)
      .orderBy('key')
      .forUpdate()
      .execute();
    // A row made just now to be locked holds no failures yet.
    return rows.filter((r) => r.kind !== '');
  }
  return trx.selectFrom('loginThrottle').selectAll().where('key', 'in', sorted).execute();
}

export async function saveThrottle(trx: Db, row: Insertable<LoginThrottleTable>): Promise<void> {
  const { key: _key, ...changes } = row;
  await trx
    .insertInto('loginThrottle')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet(changes))
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/**
 * Gives one charged attempt back (it succeeded), in one statement so parallel successes each
 * count; the key unlocks when it falls below `max` again.
 */
export async function refundThrottle(db: Db, key: string, max: number): Promise<void> {
  await db
    .updateTable('loginThrottle')
    .set((eb) => ({
      failures: eb('failures', '-', 1),
      lockedUntil: eb
        .case()
        .when(eb('failures', '-', 1), '<', max)
        .then(sql<string | null>`null`)
        .else(eb.ref('lockedUntil'))
        .end(),
    }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** Keys refused until after `now`: the lockouts the users screen shows. */
export function lockedThrottles(db: Db, now: string) {
  return db
    .selectFrom('loginThrottle')
    .selectAll()
    .where('lockedUntil', '>', now)
    .orderBy('lockedUntil', 'desc')
    .execute();
}

export function findThrottle(db: Db, key: string) {
  return db.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The user a PIN sign-in names (by id or email), with the PIN hash to verify. */
export function findUserForPin(db: Db, by: { id?: number; email?: string }) {
  let q = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select([...userColumns, 'users.pinHash']);
  q = by.id !== undefined ? q.where('users.id', '=', by.id) : q.where('users.email', '=', by.email ?? '');
  return q.executeTakeFirst();
}

/** Active users with a PIN whose role holds `permission`: the people who may approve it. */
export function pinHoldersOf(db: Db, permission: Permission) {
  return db
    .selectFrom('users')
    .innerJoin('rolePermissions', 'rolePermissions.roleId', 'users.roleId')
    .select(['users.id', 'users.name', 'users.pinHash'])
    .where('rolePermissions.permission', '=', permission)
    .where('users.active', '=', 1)
    .where('users.pinHash', 'is not', null)
    .orderBy('users.id')
    .execute();
}

export async function insertApproval(
  db: Db,
  a: {
    tokenHash: string;
    approverId: number;
    requestedBy: number;
    permission: Permission;
    orderId: number | null;
    reason: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<number> {
  const row = await db.insertInto('approvals').values(a).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Spends an approval in one statement, so two concurrent uses cannot both succeed: only an unused,
 * unexpired row asked by this requester, for this permission and this order (or, null, the order
 * being created) matches, and only while its approver is still active and still holds the permission.
 */
export function spendApproval(
  db: Db,
  s: {
    tokenHash: string;
    permission: Permission;
    requestedBy: number;
    orderId: number | null;
    spentOn: number | null;
    usedFor: string;
    now: string;
  },
) {
  return (
    db
      .updateTable('approvals')
      // An approval asked for an order being created is then linked to the order it approved.
      .set({ usedAt: s.now, usedFor: s.usedFor, orderId: s.spentOn })
      .where('tokenHash', '=', s.tokenHash)
      .where('permission', '=', s.permission)
      .where('requestedBy', '=', s.requestedBy)
      .where('orderId', s.orderId === null ? 'is' : '=', s.orderId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', s.now)
      .where('approverId', 'in', (eb) =>
        eb
          .selectFrom('users')
          .innerJoin('rolePermissions', 'rolePermissions.roleId', 'users.roleId')
          .select('users.id')
          .where('users.active', '=', 1)
          .where('rolePermissions.permission', '=', s.permission),
      )
      .returning(['id', 'approverId', 'requestedBy'])
      .executeTakeFirst()
  );
}

/** consumeApproval has no Store record(): it runs in the orders' transaction, so it writes its own audit row. */
export async function auditApprovalUse(
  db: Db,
  a: { approvalId: number; requestedBy: number | null; data: unknown; now: string },
): Promise<void> {
  const row = {
    userId: a.requestedBy,
    action: 'approval.used' as const,
    entity: 'approval',
    entityId: String(a.approvalId),
    data: JSON.stringify(a.data),
    ip: null,
    createdAt: a.now,
  };
  await insertAudit(db, row);
  await countAudits(db, [row]);
}
