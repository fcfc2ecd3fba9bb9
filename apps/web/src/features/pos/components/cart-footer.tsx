import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { CartActions, CartStatus, CartView } from './cart-view';
import { DiscountButton } from './discount-button';
import { CartKitchen } from './kitchen-badge';
import classes from './pos.module.css';

interface CartFooterProps {
  view: CartView;
  actions: CartActions;
  status: CartStatus;
  extra?: ReactNode;
  /** The sale lacks a table, a customer or an address its kind needs. */
  incomplete: boolean;
  locale: Locale;
  currency: string;
}

/**
 * The ticket and item count with the discount, where the kitchen is, the totals, the last refusal,
 * and hold, send and pay in one row: compact, so the lines above keep the room.
 */
export function CartFooter({ view, actions, status, extra, incomplete, locale, currency }: CartFooterProps) {
  const { t } = useTranslation();
  const { cart, totals } = view;
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const empty = cart.lines.length === 0;
  const due = totals.total - (cart.order?.paidTotal ?? 0);
  const blocked = empty || status.saving || incomplete;
  const count = cart.lines.reduce((s, l) => s + l.quantity, 0);
  const sends = cart.mode === 'dine-in' || cart.mode === 'delivery' || cart.order !== null;
  return (
    <div className={classes.cartFoot}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" data-testid="cart-ticket">
            {cart.order
              ? t('pos.ticketNumber', { number: formatNumber(cart.order.ticketNumber, locale) })
              : t('pos.newSale')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('pos.items', { value: formatNumber(count, locale) })}
          </Text>
        </Group>
        <DiscountButton
          discount={cart.discount}
          currency={currency}
          locale={locale}
          disabled={empty}
          onChange={(discount) => actions.dispatch({ type: 'discount', discount })}
        />
      </Group>
      <CartKitchen cart={cart} locale={locale} />
      <TotalRows view={view} money={money} />
      {status.error && (
        <Alert color="red" p="xs" role="alert">
          {status.error}
        </Alert>
      )}
      {extra}
      <div className={classes.payRow}>
        <Button
          variant="default"
          size="md"
          px={10}
          leftSection={<IconPlayerPause size={18} />}
          onClick={actions.hold}
          disabled={empty || status.saving || (cart.order !== null && cart.order.type !== 'hold')}
        >
          {t('pos.hold')}
        </Button>
        {sends && (
          <Button variant="light" size="md" px={10} onClick={actions.send} disabled={blocked}>
            {t('pos.send')}
          </Button>
        )}
        <Button
          size="md"
          px={10}
          className={classes.payButton}
          onClick={actions.pay}
          disabled={blocked}
          loading={status.saving}
        >
          {t('pos.pay', { amount: money(Math.max(0, due)) })}
        </Button>
      </div>
    </div>
  );
}

/** Subtotal, discount, service, tax, what was paid before, and the total. */
function TotalRows({ view, money }: { view: CartView; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const { totals, cart } = view;
  const row = (label: string, value: string, testId?: string) => (
    <div className={classes.totalRow}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
  return (
    <div className={classes.totals}>
      {row(t('pos.subtotal'), money(totals.subtotal), 'cart-subtotal')}
      {totals.discountTotal > 0 && row(t('pos.discount'), `−${money(totals.discountTotal)}`, 'cart-discount')}
      {totals.serviceCharge > 0 && row(t('pos.serviceCharge'), money(totals.serviceCharge), 'cart-service')}
      {row(view.taxInclusive ? t('pos.taxIncluded') : t('pos.tax'), money(totals.taxTotal), 'cart-tax')}
      {cart.order && cart.order.paidTotal > 0 && row(t('pos.alreadyPaid'), money(cart.order.paidTotal))}
      <div className={`${classes.totalRow} ${classes.grandTotal}`}>
        <span>{t('pos.total')}</span>
        <span data-testid="cart-total">{money(totals.total)}</span>
      </div>
    </div>
  );
}
