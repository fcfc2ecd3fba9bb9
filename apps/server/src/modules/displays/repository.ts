import type { DisplayLine, DisplayState } from '@cashier/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { DisplayTable } from '../../db/schema.ts';

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

export async function findDisplay(db: Db, code: string): Promise<DisplayState | undefined> {
  const row = await db.selectFrom('displays').selectAll().where('code', '=', code).executeTakeFirst();
  return row && toState(row);
}

/** Writes a display's whole state, counting the push in its version (1 for a code's first). */
export async function saveDisplay(
  db: Db,
  code: string,
  values: Omit<Insertable<DisplayTable>, 'code' | 'version'>,
): Promise<DisplayState> {
  const row = await db
    .insertInto('displays')
    .values({ ...values, code, version: 1 })
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({ ...values, version: eb('displays.version', '+', 1) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toState(row);
}
