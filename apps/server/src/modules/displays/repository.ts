import type { DisplayLine, DisplayState } from '@cashier/contracts';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database, DisplayTable } from '../../db/schema.ts';

function toState(r: Selectable<DisplayTable>): DisplayState {
  return {
    code: r.code,
    phase: r.phase,
    lines: JSON.parse(r.lines) as DisplayLine[],
    subtotal: r.subtotal,
    discount: r.discount,
    serviceCharge: r.serviceCharge,
    tax: r.tax,
    taxInclusive: r.taxInclusive === 1,
    total: r.total,
    paid: r.paid,
    change: r.changeDue,
    version: r.version,
    updatedAt: r.updatedAt,
  };
}

/** When a session still counts as live (as AuthService.authenticate judges it). */
export interface Liveness {
  now: string;
  /** A session last seen before this is idle, hence over. */
  idleBefore: string;
}

export type DisplayValues = Omit<Insertable<DisplayTable>, 'code' | 'version' | 'ownerSessionId'>;

export async function findDisplay(db: Db, code: string): Promise<DisplayState | undefined> {
  const row = await db.selectFrom('displays').selectAll().where('code', '=', code).executeTakeFirst();
  return row && toState(row);
}

/**
 * Whether the display row may be written by `sessionId`: it is that session's, nobody's, or its
 * owner's session is over (signed out, expired, idle), so a till whose session ended leaves its
 * display free for the next till that is told the code.
 */
const mayWrite = (eb: ExpressionBuilder<Database, 'displays'>, sessionId: number, live: Liveness) =>
  eb.or([
    eb('displays.ownerSessionId', 'is', null),
    eb('displays.ownerSessionId', '=', sessionId),
    eb.not(
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'displays.ownerSessionId')
          .where('sessions.revokedAt', 'is', null)
          .where('sessions.expiresAt', '>', live.now)
          .where('sessions.lastSeenAt', '>', live.idleBefore),
      ),
    ),
  ]);

/**
 * Writes a display's whole state for the till session `sessionId`, which becomes (or stays) its
 * owner, counting the push in its version (1 for a code's first). One statement, so two tills
 * pushing at once to a free display cannot both take it: the loser's conflict update finds the
 * winner's live session and writes nothing. Answers undefined when another till owns the display.
 */
export async function claimDisplay(
  db: Db,
  code: string,
  sessionId: number,
  live: Liveness,
  values: DisplayValues,
): Promise<DisplayState | undefined> {
  const row = await db
    .insertInto('displays')
    .values({ ...values, code, version: 1, ownerSessionId: sessionId })
    .onConflict((oc) =>
      oc
        .column('code')
        .doUpdateSet((eb) => ({
          ...values,
          ownerSessionId: sessionId,
          version: eb('displays.version', '+', 1),
        }))
        .where((eb) => mayWrite(eb, sessionId, live)),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toState(row);
}

/** A till drives one display: pairing with another lets go of (deletes) the one it had. */
export async function dropOtherDisplays(db: Db, sessionId: number, code: string): Promise<void> {
  await db.deleteFrom('displays').where('ownerSessionId', '=', sessionId).where('code', '<>', code).execute();
}

/** Whether a live session other than `sessionId` owns the display. */
export async function ownedByOther(
  db: Db,
  code: string,
  sessionId: number,
  live: Liveness,
): Promise<boolean> {
  const row = await db
    .selectFrom('displays')
    .select('code')
    .where('code', '=', code)
    .where((eb) => eb.not(mayWrite(eb, sessionId, live)))
    .executeTakeFirst();
  return row !== undefined;
}

/** Unpairs a display: it shows nothing and belongs to nobody. Answers its state, if it has a row. */
export async function releaseDisplay(
  db: Db,
  code: string,
  values: DisplayValues,
): Promise<DisplayState | undefined> {
  const row = await db
    .updateTable('displays')
    .set((eb) => ({ ...values, ownerSessionId: null, version: eb('version', '+', 1) }))
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirst();
  return row && toState(row);
}
