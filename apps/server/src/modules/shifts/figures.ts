import { PAYMENT_METHODS, type MethodAmount, type TillFigures } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import * as till from './till-repository.ts';

export type { Window } from './till-repository.ts';

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
 * two cannot disagree: what happened in `w`, with the floats and cash movements of `shiftIds`.
 *
 * expectedCash = float + cash taken (payments and settlements) − cash given back + paid in − paid out.
 * @example await tillFigures(db, { from: shift.openedAt, to: nowIso(), userId: shift.userId, currency: 'SAR' }, [shift.id])
 */
export async function tillFigures(db: Db, w: till.Window, shiftIds: number[]): Promise<TillFigures> {
  const [paid, back, sold, voided, drawer] = await Promise.all([
    till.paymentsIn(db, w),
    till.givenBackIn(db, w),
    till.completedIn(db, w),
    till.voidedIn(db, w),
    till.drawerOf(db, shiftIds),
  ]);
  const payments = perMethod(paid.filter((p) => !p.settlement));
  const settlements = perMethod(paid.filter((p) => p.settlement));
  const givenBack = perMethod(back);
  const refunds = back.reduce((n, r) => n + r.refunded, 0);
  const cashIn = cash(payments) + cash(settlements);
  const cashOut = cash(givenBack);
  return {
    from: w.from,
    to: w.to,
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
    expectedCash: drawer.float + cashIn - cashOut + drawer.payIns - drawer.payOuts,
  };
}
