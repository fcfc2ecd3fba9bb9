import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/**
 * The drawer a user's money goes into or comes out of: their open shift, held (a row lock on
 * PostgreSQL) to the end of the caller's transaction. A close holds the same row before it counts,
 * so money recorded on a shift is either counted by its close or refused after it: the stored
 * expected cash is what the shift took. Cash with no open shift is refused while the restaurant
 * asks for shifts (`cash_needs_shift`); other methods simply record no drawer.
 * @example const shiftId = await drawerFor(trx, session.user.id, { cash: true, needsShift: true })
 */
export async function drawerFor(
  db: Db,
  userId: number,
  use: { cash: boolean; needsShift: boolean; field: string },
): Promise<number | null> {
  const shiftId = await repo.holdOpenShiftOf(db, userId);
  if (shiftId === null && use.cash && use.needsShift)
    throw new AppError('RULE_BROKEN', 'shifts.cashNeedsShift', { [use.field]: 'field.openShiftFirst' });
  return shiftId;
}
