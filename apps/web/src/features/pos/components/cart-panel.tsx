import { Button, Group, InputBase, Text } from '@mantine/core';
import { IconTable, IconUser, IconX } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { useAppSettings } from '@/lib/settings';
import type { Cart, SaleMode } from '../cart';
import { courseCount, showsCourses } from '../courses';
import { CartFooter } from './cart-footer';
import { LineRow, MAX_SEAT, SeatButtons } from './cart-line';
import { missing, type CartActions, type CartStatus, type CartView } from './cart-view';
import { Choice } from './choice';
import { GuestsInput } from './guests-input';
import { CourseLines } from './course-bar';
import { CartKitchen } from './kitchen-badge';
import classes from './pos.module.css';

interface CartPanelProps {
  view: CartView;
  actions: CartActions;
  status: CartStatus;
  /** More that can be done with a saved order (split the bill, merge a table). */
  extra?: ReactNode;
}

/**
 * The seats to offer at a table: its chairs, and guests beyond them get seats too (the "+"), up to
 * the 50 an order line takes. No table, no seats.
 */
function seatCount(cart: Cart, tableSeats: number): number {
  if (cart.mode !== 'dine-in' || !cart.tableId) return 0;
  return Math.min(MAX_SEAT, Math.max(tableSeats, cart.seat ?? 0, ...cart.lines.map((l) => l.seat ?? 0)));
}

/** The order being taken: how it is sold, its lines, discount, totals and what to do next. */
export function CartPanel({ view, actions, status, extra }: CartPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const { cart } = view;
  const seats = seatCount(cart, view.table.seats);
  // Courses are chosen at a table; other sales keep their products' courses.
  const courses = cart.mode === 'dine-in' ? courseCount(cart.lines) : 0;
  const kitchen = cart.order !== null && cart.order.type !== 'hold';
  return (
    <section className={classes.cart} aria-label={t('pos.cart')}>
      <CartHead view={view} actions={actions} seats={seats} locale={locale} />
      {/* By course, each course is a list of its own (ARIA lists hold list items only). */}
      <div
        className={classes.lines}
        role={showsCourses(cart.mode, cart.lines) ? 'group' : 'list'}
        aria-label={t('pos.lines')}
      >
        {cart.lines.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            {t('pos.emptyCart')}
          </Text>
        ) : (
          <CourseLines
            cart={cart}
            dispatch={actions.dispatch}
            renderLine={(line) => (
              <LineRow
                key={line.key}
                line={line}
                selected={cart.selected === line.key}
                seats={seats}
                courses={courses}
                kitchen={kitchen}
                dispatch={actions.dispatch}
                locale={locale}
                currency={currency}
              />
            )}
          />
        )}
      </div>
      <CartFooter
        view={view}
        actions={actions}
        status={status}
        extra={extra}
        incomplete={Object.values(missing(cart)).some(Boolean)}
        locale={locale}
        currency={currency}
      />
    </section>
  );
}

/** The ticket, how it is sold, for which table and customer, the seat, the delivery address. */
function CartHead({
  view,
  actions,
  seats,
  locale,
}: {
  view: CartView;
  actions: CartActions;
  seats: number;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { cart } = view;
  const { dispatch } = actions;
  return (
    <div className={classes.cartHead}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="lg" truncate>
          {cart.order
            ? t('pos.ticketNumber', { number: formatNumber(cart.order.ticketNumber, locale) })
            : t('pos.newSale')}
        </Text>
        <Button
          variant="subtle"
          size="sm"
          mih={44}
          onClick={actions.startNew}
          leftSection={<IconX size={16} />}
        >
          {t('pos.newOrder')}
        </Button>
      </Group>
      <Choice<SaleMode>
        value={cart.mode}
        onChange={(mode) => dispatch({ type: 'mode', mode })}
        label={t('pos.orderType')}
        data={(['pos', 'dine-in', 'delivery', 'debit'] as const).map((m) => ({
          value: m,
          label: t(`orderKinds.${m === 'pos' ? 'counter' : m}`),
        }))}
      />
      <CartKitchen cart={cart} locale={locale} />
      <PartyButtons view={view} actions={actions} />
      {seats > 0 && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" mt={8} style={{ flexShrink: 0 }}>
            {t('pos.seating.newItems')}
          </Text>
          <SeatButtons
            count={seats}
            current={cart.seat}
            locale={locale}
            onPick={(seat) => dispatch({ type: 'seat', seat })}
            canAdd
          />
        </Group>
      )}
      {cart.mode === 'delivery' && (
        // A plain two-row textarea: Mantine's Textarea brings an autosize library the till can do without.
        <InputBase
          component="textarea"
          rows={2}
          aria-label={t('pos.deliveryAddress')}
          placeholder={t('pos.deliveryAddress')}
          value={cart.deliveryAddress}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) =>
            dispatch({ type: 'address', address: e.currentTarget.value })
          }
          maxLength={500}
          styles={{ input: { resize: 'vertical', paddingBlock: 6 } }}
        />
      )}
    </div>
  );
}

/** Who the sale is for: the table (at a dine-in order) and the customer, each chosen in a dialog. */
function PartyButtons({ view, actions }: { view: CartView; actions: CartActions }) {
  const { t } = useTranslation();
  const { cart } = view;
  const needsCustomer = missing(cart).customer;
  return (
    <Group gap={6} grow>
      {cart.mode === 'dine-in' && (
        <Button
          variant={cart.tableId ? 'light' : 'outline'}
          color={cart.tableId ? undefined : 'orange'}
          mih={44}
          leftSection={<IconTable size={18} />}
          onClick={actions.pickTable}
        >
          <Text span truncate inherit>
            {view.table.name ?? t('pos.chooseTable')}
          </Text>
        </Button>
      )}
      {cart.mode === 'dine-in' && (
        <GuestsInput
          value={cart.guests}
          onChange={(guests) => actions.dispatch({ type: 'guests', guests })}
        />
      )}
      <Button
        variant={cart.customerId ? 'light' : needsCustomer ? 'outline' : 'default'}
        color={needsCustomer ? 'orange' : undefined}
        mih={44}
        leftSection={<IconUser size={18} />}
        onClick={actions.pickCustomer}
      >
        <Text span truncate inherit>
          {view.customerName ?? t('pos.customer')}
        </Text>
      </Button>
    </Group>
  );
}
