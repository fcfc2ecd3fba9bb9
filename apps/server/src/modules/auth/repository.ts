import type { Db } from '../../db/kysely.ts';

export type Queryable = Db;

const userColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.roleId',
  'users.locale',
  'users.active',
  'users.createdAt',
  'roles.name as role',
] as const;

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

export async function revokeUserSessions(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

export function findThrottles(db: Db, keys: string[]) {
  return db.selectFrom('loginThrottle').selectAll().where('key', 'in', keys).execute();
}

export async function saveThrottle(
  db: Db,
  row: { key: string; failures: number; firstFailureAt: string; lockedUntil: string | null },
): Promise<void> {
  await db
    .insertInto('loginThrottle')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: row.failures,
        firstFailureAt: row.firstFailureAt,
        lockedUntil: row.lockedUntil,
      }),
    )
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}
