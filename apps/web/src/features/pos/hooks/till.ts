import type { Dispatch, SetStateAction } from 'react';
import type { PosProduct } from '@cashier/sale';
import type { DoneSale } from '../components/done-dialog';
import type { LoadedOrder, Sale } from './use-sale';
import type { PaymentEntry } from './use-tender';
import type { TillRoute } from './use-till-route';

/**
 * The one dialog the till shows at a time. (The phone's cart sheet is not one of them: a dialog
 * opens over it.)
 */
export type PosDialog =
  | { kind: 'none' }
  /**
   * Taking the payment; with `openShift`, the shift's dialog over it (cash needs an open drawer),
   * and the payments to complete once the shift is open (null: only open it).
   */
  | { kind: 'pay'; openShift?: { then: PaymentEntry[] | null } }
  | { kind: 'table' }
  | { kind: 'customer' }
  | { kind: 'orders' }
  | { kind: 'help' }
  /** The options of a product that has some, before it goes in the cart. */
  | { kind: 'modifiers'; product: PosProduct }
  /** A save refused for want of a manager's approval, to send again with it. */
  | { kind: 'approve'; message: string; retry: (token: string) => void }
  /** The sale just completed, with its receipt. */
  | { kind: 'done'; sale: DoneSale }
  | { kind: 'split' }
  | { kind: 'merge' }
  /** The bills of the last split, to pay one after another. */
  | { kind: 'bills' };

export type SetDialog = Dispatch<SetStateAction<PosDialog>>;

export const NO_DIALOG: PosDialog = { kind: 'none' };

/** What the till's hooks share: the sale, the continued order's query, the dialog and the address. */
export interface Till {
  sale: Sale;
  loaded: LoadedOrder;
  setDialog: SetDialog;
  route: TillRoute;
}
