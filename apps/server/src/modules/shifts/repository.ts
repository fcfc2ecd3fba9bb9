import type { CashMovement, Denominations, Shift } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { ShiftTable, ZReportTable } from '../../db/schema.ts';
import { userNames } from '../users/read.ts';

/** Shifts, the cash moved in and out of them, and the Z reports (see migration 014). */

function shiftsQuery(db: Db) {
  return db.selectFrom('shifts as s').selectAll('s');
}

/** Names the people of each row (the users module's to read): `name(id)` is null for none. */
async function namer(db: Db, ids: (number | null)[]) {
  const names = await userNames(db, ids);
  return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
}

/** The shifts with who opened, closed and approved each. */
async function toShifts(db: Db, rows: Selectable<ShiftTable>[]): Promise<Shift[]> {
  const name = await namer(
    db,
    rows.flatMap((r) => [r.userId, r.closedBy, r.approvedBy]),
  );
  return rows.map((r) =>
    toShift({
      ...r,
      userName: name(r.userId),
      closedByName: name(r.closedBy),
      approvedByName: name(r.approvedBy),
    }),
  );
}

type ShiftRow = Selectable<ShiftTable> & {
  userName: string | null;
  closedByName: string | null;
  approvedByName: string | null;
};

function toShift(r: ShiftRow): Shift {
  return {
    ...r,
    float: Number(r.float),
    expected: r.expected === null ? null : Number(r.expected),
    counted: r.counted === null ? null : Number(r.counted),
    difference: r.difference === null ? null : Number(r.difference),
    denominations: r.denominations === null ? null : (JSON.parse(r.denominations) as Denominations),
  };
}

export async function findShift(db: Db, id: number): Promise<Shift | undefined> {
  const row = await shiftsQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row && (await toShifts(db, [row]))[0];
}

export async function openShiftOf(db: Db, userId: number): Promise<Shift | undefined> {
  const row = await shiftsQuery(db)
    .where('s.userId', '=', userId)
    .where('s.status', '=', 'open')
    .executeTakeFirst();
  return row && (await toShifts(db, [row]))[0];
}

/** Newest first, at most 200. */
export async function listShifts(
  db: Db,
  f: { status?: Shift['status']; userId?: number; from?: string; to?: string },
): Promise<Shift[]> {
  let q = shiftsQuery(db);
  if (f.status) q = q.where('s.status', '=', f.status);
  if (f.userId) q = q.where('s.userId', '=', f.userId);
  if (f.from) q = q.where('s.businessDate', '>=', f.from);
  if (f.to) q = q.where('s.businessDate', '<=', f.to);
  return toShifts(db, await q.orderBy('s.id', 'desc').limit(200).execute());
}

/** The shifts a Z report takes in: closed and in no Z yet; and those still open. */
export async function unreportedShifts(db: Db): Promise<Shift[]> {
  return toShifts(db, await shiftsQuery(db).where('s.zReportId', 'is', null).orderBy('s.id').execute());
}

export async function insertShift(db: Db, values: Insertable<ShiftTable>): Promise<number> {
  const row = await db.insertInto('shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a shift only while it is open, in one statement; answers whether it did. */
export async function closeShift(db: Db, id: number, values: Updateable<ShiftTable>): Promise<boolean> {
  const r = await db
    .updateTable('shifts')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Holds an open shift for the rest of the transaction (a row lock on PostgreSQL; SQLite has one
 * writer), so cash cannot be recorded on a shift a racing close has just counted. False: not open.
 */
export async function holdOpenShift(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('shifts')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Holds a user's open shift as holdOpenShift does, and answers its id; null when none is open. */
export async function holdOpenShiftOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .updateTable('shifts')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('userId', '=', userId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertMovement(
  db: Db,
  m: {
    shiftId: number;
    kind: 'in' | 'out';
    amount: number;
    reason: string;
    userId: number | null;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto('cashMovements').values(m).execute();
}

export async function movementsOf(db: Db, shiftId: number): Promise<CashMovement[]> {
  const rows = await db
    .selectFrom('cashMovements as m')
    .selectAll('m')
    .where('m.shiftId', '=', shiftId)
    .orderBy('m.id')
    .execute();
  const name = await namer(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({ ...r, userName: name(r.userId), amount: Number(r.amount) }));
}

export function lastZReport(db: Db) {
  return db.selectFrom('zReports').selectAll().orderBy('number', 'desc').limit(1).executeTakeFirst();
}

/** How many Z reports a business day has. */
export async function zReportsOfDate(db: Db, businessDate: string): Promise<number> {
  const row = await db
    .selectFrom('zReports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('businessDate', '=', businessDate)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertZReport(db: Db, values: Insertable<ZReportTable>): Promise<number> {
  const row = await db.insertInto('zReports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function attachShifts(db: Db, zReportId: number, shiftIds: number[]): Promise<void> {
  if (shiftIds.length === 0) return;
  await db.updateTable('shifts').set({ zReportId }).where('id', 'in', shiftIds).execute();
}

export async function findZReport(db: Db, number: number) {
  const row = await db
    .selectFrom('zReports as z')
    .selectAll('z')
    .where('z.number', '=', number)
    .executeTakeFirst();
  if (!row) return undefined;
  const name = await namer(db, [row.closedBy]);
  return { ...row, closedByName: name(row.closedBy) };
}

export async function listZReports(db: Db) {
  const rows = await db
    .selectFrom('zReports as z')
    .select([
      'z.id',
      'z.number',
      'z.businessDate',
      'z.currency',
      'z.closedBy',
      'z.createdAt',
      'z.net',
      'z.difference',
    ])
    .orderBy('z.number', 'desc')
    .limit(400)
    .execute();
  const name = await namer(
    db,
    rows.map((r) => r.closedBy),
  );
  return rows.map((r) => ({ ...r, closedByName: name(r.closedBy) }));
}
