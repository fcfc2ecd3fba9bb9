import { lazy } from 'react';
import { loadAreas } from '@/lib/i18n';

/**
 * The POS's dialogs, each fetched the first time it opens, so the screen's first download is the
 * grid and the cart only (issue 5: at most 250 KiB gzip before `pos:ready`). {@link preloadDialogs}
 * fetches them all once the screen is ready, so the first tap on Pay does not wait for the network.
 */
const load = {
  payment: () => import('./payment-dialog'),
  // The receipt's strings are the sales screens' (a few KiB the till needs only once a sale is done).
  done: () => Promise.all([import('./done-dialog'), loadAreas(['sales'])]).then(([m]) => m),
  modifier: () => import('./modifier-dialog'),
  table: () => import('./table-picker'),
  customer: () => import('./customer-picker'),
  orders: () => import('./open-orders'),
  approval: () => import('@/components/approval-dialog'),
  split: () => import('./split-dialog'),
  merge: () => import('./merge-dialog'),
  bills: () => import('./split-bills'),
  sheet: () => import('./cart-sheet'),
  // The shift's dialogs: opened a few times a day, so never in the first download.
  shift: () => import('./shift-dialogs'),
  shiftReport: () => import('@/components/shift/shift-report-modal'),
  closeShift: () => import('@/components/shift/close-shift-dialog'),
};

export const PaymentDialog = lazy(() => load.payment().then((m) => ({ default: m.PaymentDialog })));
export const DoneDialog = lazy(() => load.done().then((m) => ({ default: m.DoneDialog })));
export const ModifierDialog = lazy(() => load.modifier().then((m) => ({ default: m.ModifierDialog })));
export const TablePicker = lazy(() => load.table().then((m) => ({ default: m.TablePicker })));
export const CustomerPicker = lazy(() => load.customer().then((m) => ({ default: m.CustomerPicker })));
export const OpenOrders = lazy(() => load.orders().then((m) => ({ default: m.OpenOrders })));
export const ApprovalDialog = lazy(() => load.approval().then((m) => ({ default: m.ApprovalDialog })));
export const SplitDialog = lazy(() => load.split().then((m) => ({ default: m.SplitDialog })));
export const MergeDialog = lazy(() => load.merge().then((m) => ({ default: m.MergeDialog })));
export const SplitBills = lazy(() => load.bills().then((m) => ({ default: m.SplitBills })));
export const CartSheet = lazy(() => load.sheet().then((m) => ({ default: m.CartSheet })));
export const OpenShiftDialog = lazy(() => load.shift().then((m) => ({ default: m.OpenShiftDialog })));
export const CashMovementDialog = lazy(() => load.shift().then((m) => ({ default: m.CashMovementDialog })));
export const ShiftReportModal = lazy(() => load.shiftReport().then((m) => ({ default: m.ShiftReportModal })));
export const CloseShiftDialog = lazy(() => load.closeShift().then((m) => ({ default: m.CloseShiftDialog })));

let preloaded = false;

/** Fetches every dialog's code in the background (once); a failure is retried when one opens. */
export function preloadDialogs() {
  if (preloaded) return;
  preloaded = true;
  for (const fetch of Object.values(load)) fetch().catch(() => undefined);
}
