import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { isOpenStatus, type Order, type OrderStatus } from '@cashier/contracts';
import { IconClipboardList, IconShoppingCart } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { CartPanel } from '../components/cart-panel';
import { CatalogPanel } from '../components/catalog-panel';
import { CounterDisplayControl } from '../components/counter-display-control';
import { CartSheet } from '../components/lazy-dialogs';
import classes from '../components/pos.module.css';
import { RearrangeActions } from '../components/rearrange-actions';
import { ShiftControl } from '../components/shift-control';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { TillDay } from '../components/till-day';
import { TillDialogs } from '../components/till-dialogs';
import { NO_DIALOG } from '../hooks/till';
import { useTill, type TillState } from '../hooks/use-till';

const PHONE = '(max-width: 47.99em)';

/** Why a closed order can no longer change, by how it closed. */
const CLOSED_TEXT: Partial<Record<OrderStatus, 'pos.closedCanceled' | 'pos.closedRejected'>> = {
  canceled: 'pos.closedCanceled',
  rejected: 'pos.closedRejected',
};

/** The point of sale: choose products, build the order, take the payment (/admin/pos, /admin/pos/{order}). */
export function PosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pos.title'));
  const till = useTill();
  const { catalog, loaded, route } = till;

  if (catalog.isError) return <QueryError error={catalog.error} onRetry={() => void catalog.refetch()} />;
  if (route.orderId !== null && loaded.isError)
    return <QueryError error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!catalog.data || !till.sale.totals || (route.orderId !== null && !loaded.data)) {
    return (
      <Center mih={300}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const closed = loaded.data && !isOpenStatus(loaded.data.status);
  if (loaded.data && closed && till.dialog.kind !== 'done') {
    return <Closed order={loaded.data} onNew={till.startNew} />;
  }
  return <TillScreen till={till} />;
}

/** The products beside the cart (on a phone, a bar that opens the cart), and the open dialog. */
function TillScreen({ till }: { till: TillState }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const { dialog, setDialog } = till;
  const tools = (
    <>
      <ShiftControl />
      <Tooltip label={t('pos.openOrders')}>
        <ActionIcon
          size={44}
          variant="default"
          aria-label={t('pos.openOrders')}
          onClick={() => setDialog({ kind: 'orders' })}
        >
          <IconClipboardList size={20} />
        </ActionIcon>
      </Tooltip>
      <CounterDisplayControl till={till} />
      <ShortcutsHelp
        opened={dialog.kind === 'help'}
        // Closing the help leaves any other dialog that opened meanwhile alone.
        onChange={(open) => setDialog((d) => (open ? { kind: 'help' } : d.kind === 'help' ? NO_DIALOG : d))}
      />
    </>
  );
  return (
    <>
      <VisuallyHidden>
        <Title order={2}>{t('pos.title')}</Title>
      </VisuallyHidden>
      <div className={classes.pos}>
        <CatalogPanel
          search={till.search}
          categories={till.catalog.data?.categories ?? []}
          onAdd={till.product.add}
          searchRef={till.searchRef}
          tools={tools}
          note={<TillDay />}
        />
        {phone ? <CartBar till={till} /> : <TillCart till={till} />}
      </div>
      <Suspense fallback={null}>
        {phone && till.sheet && (
          <CartSheet onClose={() => till.setSheet(false)}>
            <TillCart till={till} />
          </CartSheet>
        )}
      </Suspense>
      <TillDialogs till={till} />
    </>
  );
}

/** The cart of the sale on the till, with what its buttons do. */
function TillCart({ till }: { till: TillState }) {
  const { sale, submit, rearrange, dialog, setDialog } = till;
  const { cart, totals } = sale;
  if (!totals) return null;
  const taxInclusive = cart.order?.rules.taxInclusive ?? till.rules?.taxInclusive ?? true;
  return (
    <CartPanel
      view={{ cart, totals, taxInclusive, table: sale.table, customerName: sale.customerName }}
      actions={{
        dispatch: sale.dispatch,
        pickTable: () => setDialog({ kind: 'table' }),
        pickCustomer: () => setDialog({ kind: 'customer' }),
        hold: submit.hold,
        send: submit.send,
        pay: submit.pay,
        startNew: till.startNew,
      }}
      // A refusal of the payment shows in the payment dialog while it is open.
      status={{ saving: submit.saving, error: dialog.kind === 'pay' ? null : submit.error }}
      extra={
        <RearrangeActions
          rearrange={rearrange}
          saving={submit.saving}
          onBills={() => setDialog({ kind: 'bills' })}
        />
      }
    />
  );
}

/** On a phone: the count and total, opening the cart's sheet. */
function CartBar({ till }: { till: TillState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const { cart, totals } = till.sale;
  const count = cart.lines.reduce((s, l) => s + l.quantity, 0);
  return (
    <div className={classes.cartBar}>
      <Button
        fullWidth
        size="lg"
        leftSection={<IconShoppingCart size={20} />}
        onClick={() => till.setSheet(true)}
        data-testid="open-cart"
      >
        {t('pos.viewCart', {
          count: formatNumber(count, locale),
          total: formatPrice(totals?.total ?? 0, currency, locale),
        })}
      </Button>
    </div>
  );
}

/** A completed or canceled order cannot be continued here. */
function Closed({ order, onNew }: { order: Order; onNew: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <Alert color="orange" title={t('pos.closedTitle', { number: formatNumber(order.ticketNumber, locale) })}>
      <Text mb="sm">{t(CLOSED_TEXT[order.status] ?? 'pos.closedCompleted')}</Text>
      <Group>
        <Button onClick={onNew}>{t('pos.newOrder')}</Button>
        <Button variant="default" component={Link} to={to(`/admin/sales/order/${order.id}`)}>
          {t('pos.openOrder')}
        </Button>
      </Group>
    </Alert>
  );
}
