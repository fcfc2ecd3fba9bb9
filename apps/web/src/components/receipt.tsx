import type { Order } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatAmount, formatDateTime, formatPrice, formatRateBp } from '@/lib/format';
import { i18n, useLocaleLoaded } from '@/lib/i18n';
import { directionOf, type Locale } from '@/lib/locale';
import { useAppSettings, type AppSettings } from '@/lib/settings';
import classes from './receipt.module.css';

/** What a receipt prints about the restaurant, from settings. */
export interface ReceiptSettings {
  restaurantName: string;
  logo: string | null;
  address: string;
  phone: string;
  vatNumber: string;
  footer: string;
  /** The restaurant's IANA time zone; dates print in it, whatever the device's zone. */
  timezone: string | undefined;
}

/** The receipt's settings from the app's settings map. */
export function receiptSettings(app: AppSettings): ReceiptSettings {
  const v = app.values;
  return {
    restaurantName: app.restaurantName,
    logo: app.logo,
    address: v.address ?? '',
    phone: v.phone ?? '',
    vatNumber: v.vat_number ?? '',
    footer: v.receipt_footer ?? '',
    timezone: v.timezone || undefined,
  };
}

export function useReceiptSettings(): ReceiptSettings {
  return receiptSettings(useAppSettings());
}

/** The type as a guest reads it: a counter order on a table is dine-in. */
export function orderTypeKey(order: Pick<Order, 'type' | 'tableId'>) {
  return order.type === 'pos' && order.tableId !== null ? ('dineIn' as const) : order.type;
}

export interface ReceiptProps {
  order: Order;
  settings: ReceiptSettings;
  /** The receipt's language (not necessarily the screen's). */
  locale: Locale;
  /** Every label and item name in both languages, the other one in smaller type beneath. */
  bilingual?: boolean;
  tableName?: string | null;
  customerName?: string | null;
  cashierName?: string | null;
  /**
   * Also renders a copy that `window.print()` prints alone on 80 mm paper (everything else on the
   * page is hidden from print). Only one printable receipt or document should be on screen at once.
   */
  printable?: boolean;
}

/** Printable receipts on screen; <body> stays marked until the last one leaves. */
let printableCount = 0;

const other = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/**
 * An 80 mm till receipt for an order, every figure as the server priced it (nothing is computed
 * here): the restaurant, the invoice (or ticket, before completion), the lines with modifiers,
 * subtotal, discount, service charge, VAT (included or added), total, payments with change, and
 * the footer. In English, Arabic (right to left) or both.
 * @example <Receipt order={order} settings={useReceiptSettings()} locale="ar" printable />
 */
export function Receipt(props: ReceiptProps) {
  const root = useRef<HTMLDivElement>(null);
  const { printable = false, order, locale, bilingual } = props;

  // While a printable receipt is on screen, printing shows it alone (<body> is marked, so the print
  // styles need no :has()), on a page 80 mm wide and exactly as long as the receipt: Chromium drops
  // `size: 80mm auto` as invalid, so the printed copy is measured unseen, again before every print.
  useEffect(() => {
    if (!printable) return;
    const style = document.createElement('style');
    style.textContent = '@page { size: 80mm auto; margin: 0; }';
    document.head.append(style);
    printableCount += 1;
    document.body.classList.add(classes.printing!);
    const measure = () => {
      const el = root.current;
      if (!el) return;
      const previous = el.style.cssText;
      el.style.cssText = 'display:block;position:absolute;visibility:hidden;inset-block-start:0';
      const height = el.getBoundingClientRect().height;
      el.style.cssText = previous;
      if (height > 0) {
        const mm = Math.ceil((height * 25.4) / 96) + 4;
        style.textContent = `@page { size: 80mm ${mm}mm; margin: 0; }`;
      }
    };
    measure();
    window.addEventListener('beforeprint', measure);
    return () => {
      window.removeEventListener('beforeprint', measure);
      printableCount -= 1;
      if (!printableCount) document.body.classList.remove(classes.printing!);
      style.remove();
    };
  }, [printable, order, locale, bilingual]);

  return (
    <>
      <ReceiptBody {...props} />
      {printable &&
        createPortal(
          <div ref={root} className={classes.printRoot} data-print-root="receipt">
            <ReceiptBody {...props} />
          </div>,
          document.body,
        )}
    </>
  );
}

function ReceiptBody({
  order,
  settings,
  locale,
  bilingual = false,
  tableName,
  customerName,
  cashierName,
}: ReceiptProps) {
  const altLocale = other(locale);
  // The POS does not download Arabic up front: the receipt fetches it and re-renders.
  useLocaleLoaded(locale);
  useLocaleLoaded(altLocale, bilingual);
  const t = i18n.getFixedT(locale);
  const alt = bilingual ? i18n.getFixedT(altLocale) : null;
  const currency = order.currency;
  const amount = (minor: number) => (
    <bdi className={classes.num}>{formatAmount(minor, currency, locale)}</bdi>
  );
  const rate = (bp: number) => formatRateBp(bp, locale);
  const invoice = order.invoiceNumber !== null;
  const canceled = order.status === 'canceled';

  /** A label in the receipt's language, and the other language beneath when bilingual. */
  const label = (render: (t: TFunction) => string): ReactNode => (
    <>
      {render(t)}
      {alt && (
        <span className={classes.alt}>
          <bdi lang={altLocale} dir={directionOf(altLocale)}>
            {render(alt)}
          </bdi>
        </span>
      )}
    </>
  );
  const row = (name: ReactNode, value: ReactNode, className?: string) => (
    <div className={className ? `${classes.row} ${className}` : classes.row}>
      <span className={classes.label}>{name}</span>
      <span className={classes.value}>{value}</span>
    </div>
  );
  const primaryName = (l: { nameEn: string; nameAr: string }) => (locale === 'ar' ? l.nameAr : l.nameEn);
  const secondName = (l: { nameEn: string; nameAr: string }) => (locale === 'ar' ? l.nameEn : l.nameAr);
  const typeKey = orderTypeKey(order);

  return (
    <article
      className={classes.receipt}
      lang={locale}
      dir={directionOf(locale)}
      aria-label={t('sales.receipt.label')}
    >
      <header className={classes.center}>
        {settings.logo && <img className={classes.logo} src={settings.logo} alt="" />}
        <div className={classes.name}>{settings.restaurantName}</div>
        {settings.address && <div className={classes.pre}>{settings.address}</div>}
        {settings.phone && (
          <div>
            {t('sales.receipt.phone')}: <bdi dir="ltr">{settings.phone}</bdi>
          </div>
        )}
        {settings.vatNumber && (
          <div>
            {t('sales.receipt.vatNo')}: <bdi className={classes.num}>{settings.vatNumber}</bdi>
          </div>
        )}
      </header>
      <hr className={classes.rule} />
      <div className={`${classes.center} ${classes.title}`}>
        {label((f) => f(invoice ? 'sales.receipt.simplifiedInvoice' : 'sales.receipt.orderTicket'))}
      </div>
      {canceled && (
        <div className={`${classes.center} ${classes.stamp}`}>
          {label((f) => f('sales.receipt.canceled'))}
        </div>
      )}
      {invoice &&
        row(
          label((f) => f('sales.receipt.invoiceNo')),
          <bdi className={`${classes.num} ${classes.strong}`}>{order.invoiceNumber}</bdi>,
        )}
      {row(
        label((f) => f('sales.receipt.ticketNo')),
        <bdi className={classes.num}>#{order.ticketNumber}</bdi>,
      )}
      {row(
        label((f) => f('sales.receipt.date')),
        <bdi className={classes.num}>
          {formatDateTime(order.completedAt ?? order.createdAt, locale, settings.timezone)}
        </bdi>,
      )}
      {row(
        label((f) => f('sales.receipt.type')),
        label((f) => f(`sales.types.${typeKey}`)),
      )}
      {order.tableId !== null &&
        row(
          label((f) => f('sales.receipt.table')),
          <bdi>{tableName ?? `#${order.tableId}`}</bdi>,
        )}
      {customerName &&
        row(
          label((f) => f('sales.receipt.customer')),
          <bdi>{customerName}</bdi>,
        )}
      {cashierName &&
        row(
          label((f) => f('sales.receipt.cashier')),
          <bdi>{cashierName}</bdi>,
        )}
      <hr className={classes.rule} />
      <div className={`${classes.row} ${classes.head}`}>
        <span>{label((f) => f('sales.receipt.item'))}</span>
        <span>{label((f) => f('sales.receipt.amount'))}</span>
      </div>
      <ul className={classes.lines}>
        {order.lines.map((line) => (
          <li key={line.id} className={classes.line}>
            {row(
              <>
                <span className={classes.strong}>{primaryName(line)}</span>
                {bilingual && secondName(line) !== primaryName(line) && (
                  <span className={classes.alt}>
                    <bdi lang={altLocale} dir={directionOf(altLocale)}>
                      {secondName(line)}
                    </bdi>
                  </span>
                )}
              </>,
              amount(line.lineTotal),
            )}
            <div className={classes.detail}>
              <bdi className={classes.num}>
                {line.quantity} × {formatAmount(line.unitPrice + line.modifiersTotal, currency, locale)}
              </bdi>
              {line.seat !== null && <> · {t('sales.receipt.seat', { seat: line.seat })}</>}
            </div>
            {line.modifiers.map((m) => (
              <div key={m.id} className={classes.detail}>
                + {primaryName(m)}
                {bilingual && secondName(m) !== primaryName(m) && <> / {secondName(m)}</>}
                {m.price !== 0 && <> ({amount(m.price)})</>}
              </div>
            ))}
            {line.note && <div className={`${classes.detail} ${classes.note}`}>{line.note}</div>}
          </li>
        ))}
      </ul>
      <hr className={classes.rule} />
      {row(
        label((f) => f('sales.receipt.subtotal')),
        amount(order.subtotal),
      )}
      {order.discountTotal > 0 &&
        row(
          label((f) =>
            order.discountType === 'percent'
              ? f('sales.receipt.discountPercent', { rate: rate(order.discountValue) })
              : f('sales.receipt.discount'),
          ),
          amount(-order.discountTotal),
        )}
      {order.serviceCharge > 0 &&
        row(
          label((f) => f('sales.receipt.serviceCharge', { rate: rate(order.serviceChargeBp) })),
          amount(order.serviceCharge),
        )}
      {order.taxRateBp > 0 &&
        row(
          label((f) =>
            f(order.taxInclusive ? 'sales.receipt.vatIncluded' : 'sales.receipt.vatAdded', {
              rate: rate(order.taxRateBp),
            }),
          ),
          amount(order.taxTotal),
        )}
      {row(
        label((f) => f(order.taxRateBp > 0 ? 'sales.receipt.totalIncluding' : 'sales.receipt.total')),
        <bdi className={classes.num}>{formatPrice(order.total, currency, locale)}</bdi>,
        classes.total,
      )}
      {order.payments.length > 0 && (
        <>
          <hr className={classes.rule} />
          {order.payments.map((p) => (
            <Fragment key={p.id}>
              {row(
                label((f) => f(`sales.methods.${p.method}`)),
                amount(p.amount),
              )}
              {p.tendered !== null &&
                p.tendered !== p.amount &&
                row(
                  label((f) => f('sales.receipt.tendered')),
                  amount(p.tendered),
                  classes.detail,
                )}
            </Fragment>
          ))}
          {order.changeDue > 0 &&
            row(
              label((f) => f('sales.receipt.change')),
              amount(order.changeDue),
              classes.strongRow,
            )}
        </>
      )}
      {order.refundedTotal > 0 &&
        row(
          label((f) => f('sales.receipt.refunded')),
          amount(-order.refundedTotal),
          classes.strongRow,
        )}
      {order.balanceDue > 0 &&
        !canceled &&
        row(
          label((f) => f(order.type === 'debit' ? 'sales.receipt.onAccount' : 'sales.receipt.balanceDue')),
          amount(order.balanceDue),
          classes.strongRow,
        )}
      {canceled && order.cancelReason && (
        <div className={classes.detail}>
          {t('sales.receipt.cancelReason', { reason: order.cancelReason })}
        </div>
      )}
      {settings.footer && (
        <>
          <hr className={classes.rule} />
          <footer className={`${classes.center} ${classes.pre}`}>{settings.footer}</footer>
        </>
      )}
    </article>
  );
}
