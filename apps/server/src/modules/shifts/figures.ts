import { PAYMENT_METHODS, type MethodAmount, type TillFigures } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import * as till from './till-repository.ts';

export type { Scope } from './till-repository.ts';

/** Every payment method once, in order, with the rows' counts and amounts summed. */
function perMethod(rows: readonly till.MethodSum[]): MethodAmount[] {
  return PAYMENT_METHODS.map((method) => {
    const mine = rows.filter((r) => r.method === method);
    return {
      method,
      count: mine.reduce((n, r) => n + r.count, 0),
      amount: mine.reduce((n, r) => n + r.amount, 0),
    };
  });
}

const cash = (rows: readonly MethodAmount[]) => rows.find((r) => r.method === 'cash')?.amount ?? 0;

/**
 * The one function behind the X report (a shift, live) and the Z report (the day, closed), so the
 * two cannot disagree: what happened in the scope, with the floats and cash movements of `shiftIds`.
 *
 * expectedCash = float + cash taken (payments and settlements) − cash given back + paid in − paid
 * out, counting only cash that went through a drawer; `cashOutside` is what did not (taken with no
 * shift open, where the restaurant allows it).
 * @example await tillFigures(db, { shiftId: 7, userId: 3, from: shift.openedAt, to: nowIso(), currency: 'SAR' }, [7])
 */
export async function tillFigures(
  db: Db,
  s: till.Scope,
  shiftIds: number[],
  span: { from: string; to: string },
): Promise<TillFigures> {
  const [paid, back, sold, voided, drawer] = await Promise.all([
    till.paymentsIn(db, s),
    till.givenBackIn(db, s),
    till.completedIn(db, s),
    till.voidedIn(db, s),
    till.drawerOf(db, shiftIds),
  ]);
  const payments = perMethod(paid.filter((p) => !p.settlement));
  const settlements = perMethod(paid.filter((p) => p.settlement));
  const givenBack = perMethod(back);
  const refunds = back.reduce((n, r) => n + r.refunded, 0);
  const cashIn = cash(payments) + cash(settlements);
  const cashOut = cash(givenBack);
  const cashOutside =
    cash(perMethod(paid.filter((p) => p.outside))) - cash(perMethod(back.filter((r) => r.outside)));
  return {
    ...span,
    ...sold,
    refunds,
    refundCount: back.reduce((n, r) => n + r.refundCount, 0),
    net: sold.sales - refunds,
    voids: voided.voids,
    voidTotal: voided.total,
    payments,
    settlements,
    givenBack,
    ...drawer,
    cashIn,
    cashOut,
    cashOutside,
    expectedCash: drawer.float + cashIn - cashOut - cashOutside + drawer.payIns - drawer.payOuts,
  };
}
