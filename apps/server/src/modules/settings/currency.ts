import { currencyExponent, MONEY_MAX } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import type { Engine } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { largestAmount, shiftAmounts } from '../../db/money-scale.ts';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import { currencyInUse } from '../orders/index.ts';

/**
 * A change of currency, inside the settings transaction and before anything else in it (the
 * currency lock comes first, see lockCurrency). Refused once any order exists: its amounts, and
 * every report over them, are in the old currency. Before that, the menu's prices and the
 * expenses keep the amounts people typed: 79.00 SAR becomes 79.000 KWD, not 7.900.
 */
export async function changeCurrency(
  trx: Transaction<Database>,
  engine: Engine,
  from: string,
  to: string,
): Promise<void> {
  if (await currencyInUse(trx, engine)) {
    throw new AppError('RULE_BROKEN', msg('settings.currencyInUse', { from }), {
      currency: 'field.otherCurrency',
    });
  }
  const shift = currencyExponent(to) - currencyExponent(from);
  if (shift > 0 && (await largestAmount(trx)) * 10 ** shift > MONEY_MAX) {
    throw new AppError('RULE_BROKEN', msg('settings.tooLarge', { to }), {
      currency: 'field.amountTooLarge',
    });
  }
  await shiftAmounts(trx, shift);
}
