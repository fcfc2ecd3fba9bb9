import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { courseCount, showsCourses, type Cart } from '@cashier/sale';
import { CartFooter } from './cart-footer';
import { CartHead } from './cart-head';
import { LineRow, MAX_SEAT } from './cart-line';
import { missing, type CartActions, type CartStatus, type CartView } from './cart-view';
import { CourseLines } from './course-bar';
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
