import type { DisplayState } from '@cashier/contracts';
import { Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import classes from './customer-screens.module.css';

function useMoney() {
  const locale = useLocale();
  const { currency } = useAppSettings();
  return (minor: number) => formatPrice(minor, currency, locale);
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={classes.totalRow}>
      <span>{label}</span>
      <span data-testid={testId} className={classes.amount}>
        {value}
      </span>
    </div>
  );
}

/** Subtotal, discount, service, tax and the total, as the till has them. */
function Totals({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Row label={t('screens.counter.subtotal')} value={money(state.subtotal)} />
      {state.discount > 0 && (
        <Row label={t('screens.counter.discount')} value={`−${money(state.discount)}`} />
      )}
      {state.serviceCharge > 0 && (
        <Row label={t('screens.counter.serviceCharge')} value={money(state.serviceCharge)} />
      )}
      <Row
        label={t(state.taxInclusive ? 'screens.counter.taxIncluded' : 'screens.counter.tax')}
        value={money(state.tax)}
      />
      <div className={`${classes.totalRow} ${classes.grandTotal}`}>
        <span>{t('screens.counter.total')}</span>
        <span data-testid="display-total" className={classes.amount}>
          {money(state.total)}
        </span>
      </div>
    </>
  );
}

/** The sale as the cashier builds it: its lines (the newest kept in view) beside the totals. */
export function SaleView({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [state.lines.length]);
  const count = state.lines.reduce((s, l) => s + l.quantity, 0);
  return (
    <div className={classes.sale} data-testid="display-cart">
      <section className={classes.linesPanel} aria-label={t('screens.counter.yourOrder')}>
        <Title order={2} className={classes.panelTitle}>
          {t('screens.counter.yourOrder')}{' '}
          <Text span c="dimmed" inherit fw={500}>
            ({t('screens.counter.items', { count, formatted: formatNumber(count, locale) })})
          </Text>
        </Title>
        <ul className={classes.lines}>
          {state.lines.map((line, i) => (
            <li key={i} className={classes.line} ref={i === state.lines.length - 1 ? end : undefined}>
              <span className={classes.qty}>{formatNumber(line.quantity, locale)}×</span>
              <span className={classes.lineName}>{locale === 'ar' ? line.nameAr : line.nameEn}</span>
              <span className={classes.amount}>{money(line.total)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.totalsPanel}>
        <Totals state={state} />
      </section>
    </div>
  );
}

/** The sale paid: the total, what the customer handed over and the change, large. */
export function PaidView({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={classes.center} data-testid="display-paid">
      <Title order={1} className={classes.huge}>
        {t('screens.counter.paidTitle')}
      </Title>
      <div className={classes.paidRows}>
        <Row label={t('screens.counter.total')} value={money(state.total)} />
        <Row label={t('screens.counter.paid')} value={money(state.paid)} testId="display-paid-amount" />
        {state.change > 0 && (
          <div className={`${classes.totalRow} ${classes.change}`}>
            <span>{t('screens.counter.change')}</span>
            <span data-testid="display-change" className={classes.amount}>
              {money(state.change)}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
