import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@cashier/web-core/locale';
import { useAppSettings } from '@cashier/web-core/settings';
import { NO_DIALOG } from '../hooks/till';
import { useCashDrawer } from '../hooks/use-cash-drawer';
import type { TillState } from '../hooks/use-till';
import {
  ApprovalDialog,
  CustomerPicker,
  DoneDialog,
  MergeDialog,
  ModifierDialog,
  OpenOrders,
  OpenShiftDialog,
  PaymentDialog,
  SplitBills,
  SplitDialog,
  TablePicker,
} from './lazy-dialogs';

/** The till's open dialog, if any (each one's code is fetched the first time it opens). */
export function TillDialogs({ till }: { till: TillState }) {
  const locale = useLocale();
  const { currency } = useAppSettings();
  const props = { till, locale, currency, close: () => till.setDialog(NO_DIALOG) };
  return (
    <Suspense fallback={null}>
      <SaleDialogs {...props} />
      <PaymentDialogs {...props} />
      <RearrangeDialogs {...props} />
    </Suspense>
  );
}

interface DialogsProps {
  till: TillState;
  locale: Locale;
  currency: string;
  close: () => void;
}

/** Choosing what goes in the sale: a product's options, the table, the customer, an open order. */
function SaleDialogs({ till, locale, currency, close }: DialogsProps) {
  const { dialog, sale, product, route } = till;
  switch (dialog.kind) {
    case 'modifiers':
      return (
        <ModifierDialog
          product={dialog.product}
          groups={product.groupsOf(dialog.product)}
          locale={locale}
          currency={currency}
          onClose={close}
          onConfirm={(picked, modifiers) => {
            close();
            product.add(picked, modifiers);
          }}
        />
      );
    case 'table':
      return (
        <TablePicker
          opened
          onClose={close}
          selected={sale.cart.tableId}
          onPick={(table) => sale.dispatch({ type: 'table', tableId: table.id })}
          locale={locale}
        />
      );
    case 'customer':
      return (
        <CustomerPicker
          opened
          onClose={close}
          onPick={sale.pickCustomer}
          locale={locale}
          currency={currency}
        />
      );
    case 'orders':
      return (
        <OpenOrders
          opened
          onClose={close}
          locale={locale}
          onOpen={(order) => {
            close();
            till.submit.clearError();
            route.open(order.id);
          }}
        />
      );
    default:
      return null;
  }
}

/** Taking the payment, a manager's approval of the discount, and the sale done. */
function PaymentDialogs({ till, locale, currency, close }: DialogsProps) {
  const { t } = useTranslation();
  const { dialog, sale, submit, setDialog } = till;
  const drawer = useCashDrawer();
  switch (dialog.kind) {
    case 'pay': {
      const then = dialog.openShift?.then ?? null;
      const back = () => setDialog({ kind: 'pay' });
      return (
        <>
          <PaymentDialog
            opened
            onClose={close}
            due={Math.max(0, sale.due)}
            currency={currency}
            locale={locale}
            canCharge={sale.cart.customerId !== null}
            debit={sale.cart.mode === 'debit'}
            saving={submit.saving}
            error={submit.error}
            onComplete={submit.complete}
            needsShift={drawer.needsShift}
            onOpenShift={(payments) => setDialog({ kind: 'pay', openShift: { then: payments } })}
          />
          {dialog.openShift && (
            <Suspense fallback={null}>
              <OpenShiftDialog
                currency={currency}
                intro={t(then ? 'pos.shiftForSale' : 'pos.shiftForCash')}
                onClose={back}
                onOpened={() => {
                  back();
                  if (then) submit.complete(then);
                }}
              />
            </Suspense>
          )}
        </>
      );
    }
    case 'approve': {
      const orderId = sale.cart.order?.id ?? null;
      const request = { permission: 'orders.discount', orderId, reason: t('pos.approvalReason') } as const;
      const onDone = (token: string | null) => {
        close();
        if (token) dialog.retry(token);
      };
      return <ApprovalDialog request={{ ...request, message: dialog.message }} onDone={onDone} />;
    }
    case 'done':
      return <DoneDialog sale={dialog.sale} locale={locale} onNew={till.startNew} />;
    default:
      return null;
  }
}

/** Splitting the bill, merging a table, and the bills of the last split. */
function RearrangeDialogs({ till, locale, currency, close }: DialogsProps) {
  const { dialog, sale, rearrange } = till;
  const { server } = rearrange;
  switch (dialog.kind) {
    case 'split':
      return (
        <SplitDialog
          key={server ? `${server.id}:${server.version}` : 'none'}
          order={server}
          opened
          onClose={close}
          onSplit={rearrange.splitBill}
          saving={rearrange.saving.split}
          error={rearrange.error}
          locale={locale}
        />
      );
    case 'merge':
      return (
        <MergeDialog
          opened
          onClose={close}
          tableId={sale.cart.tableId}
          orderId={sale.cart.order?.id ?? null}
          onPick={rearrange.mergeTable}
          saving={rearrange.saving.merge}
          error={rearrange.error}
          currency={currency}
          locale={locale}
        />
      );
    case 'bills':
      return (
        <SplitBills
          bills={rearrange.bills}
          opened
          onClose={close}
          onPay={rearrange.payBill}
          locale={locale}
        />
      );
    default:
      return null;
  }
}
