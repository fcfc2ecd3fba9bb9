import type { Order, OrderKind, ZatcaConfig } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { formatAmount, formatDateTime, formatPrice, formatRateBp } from '@cashier/web-core/format';
import { i18n } from '@/lib/i18n';
import { directionOf, type Locale } from '@cashier/web-core/locale';
import { zatcaQrData } from '@/lib/zatca-qr';
import type { ReceiptSettings } from './receipt';
import { ZatcaQr } from './receipt-qr';
import classes from './receipt.module.css';

/** What every part of a receipt prints with, in the receipt's language (and the other one). */
export interface ReceiptKit {
  order: Order;
  locale: Locale;
  altLocale: Locale;
  bilingual: boolean;
  t: TFunction;
  /** A label in the receipt's language, and the other language beneath when bilingual. */
  label: (render: (t: TFunction) => string) => ReactNode;
  amount: (minor: number) => ReactNode;
  rate: (bp: number) => string;
}

export function receiptKit(order: Order, locale: Locale, bilingual: boolean): ReceiptKit {
  const altLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  const t = i18n.getFixedT(locale);
  const alt = bilingual ? i18n.getFixedT(altLocale) : null;
  return {
    order,
    locale,
    altLocale,
    bilingual,
    t,
    label: (render) => (
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
    ),
    amount: (minor) => <bdi className={classes.num}>{formatAmount(minor, order.currency, locale)}</bdi>,
    rate: (bp) => formatRateBp(bp, locale),
  };
}

const row = (name: ReactNode, value: ReactNode, className?: string) => (
  <div className={className ? `${classes.row} ${className}` : classes.row}>
    <span className={classes.label}>{name}</span>
    <span className={classes.value}>{value}</span>
  </div>
);

/** The restaurant, and what the slip is: a simplified invoice or an order ticket, maybe canceled. */
export function ReceiptHeading({ kit, settings }: { kit: ReceiptKit; settings: ReceiptSettings }) {
  const { t, label, order } = kit;
  return (
    <>
      <header className={classes.center}>
        {settings.logo && <img className={classes.logo} src={settings.logo} alt="" />}
        <div className={classes.name}>{settings.restaurantName}</div>
        {settings.sellerName && <div className={classes.strong}>{settings.sellerName}</div>}
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
        {label((f) =>
          f(order.invoiceNumber !== null ? 'sales.receipt.simplifiedInvoice' : 'sales.receipt.orderTicket'),
        )}
      </div>
      {order.status === 'canceled' && (
        <div className={`${classes.center} ${classes.stamp}`}>
          {label((f) => f('sales.receipt.canceled'))}
        </div>
      )}
      {order.status === 'rejected' && (
        <div className={`${classes.center} ${classes.stamp}`}>
          {label((f) => f('sales.receipt.rejected'))}
        </div>
      )}
    </>
  );
}

export interface ReceiptFactsProps {
  kit: ReceiptKit;
  timezone: string | undefined;
  /** How the order was sold (its one word is in `orderKinds`). */
  typeKey: OrderKind;
  tableName?: string | null | undefined;
  customerName?: string | null | undefined;
  cashierName?: string | null | undefined;
}

/** Invoice and ticket numbers, date, type, table, customer and cashier. */
export function ReceiptFacts({
  kit,
  timezone,
  typeKey,
  tableName,
  customerName,
  cashierName,
}: ReceiptFactsProps) {
  const { label, order, locale } = kit;
  return (
    <>
      {order.invoiceNumber !== null &&
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
          {formatDateTime(order.completedAt ?? order.createdAt, locale, timezone)}
        </bdi>,
      )}
      {row(
        label((f) => f('sales.receipt.type')),
        label((f) => f(`orderKinds.${typeKey}`)),
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
    </>
  );
}

/** The items, each with its quantity, unit price, seat, modifiers and note. */
export function ReceiptLines({ kit }: { kit: ReceiptKit }) {
  const { t, label, amount, order, locale, altLocale, bilingual } = kit;
  const primaryName = (l: { nameEn: string; nameAr: string }) => (locale === 'ar' ? l.nameAr : l.nameEn);
  const secondName = (l: { nameEn: string; nameAr: string }) => (locale === 'ar' ? l.nameEn : l.nameAr);
  return (
    <>
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
                {line.quantity} × {formatAmount(line.unitPrice + line.modifiersTotal, order.currency, locale)}
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
    </>
  );
}

/** Subtotal, discount, service charge, VAT and the total. */
export function ReceiptTotals({ kit }: { kit: ReceiptKit }) {
  const { label, amount, rate, order, locale } = kit;
  return (
    <>
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
        <bdi className={classes.num}>{formatPrice(order.total, order.currency, locale)}</bdi>,
        classes.total,
      )}
    </>
  );
}

/** Payments with what was tendered and the change, refunds, what is still owed, a cancel's reason. */
export function ReceiptSettlement({ kit }: { kit: ReceiptKit }) {
  const { t, label, amount, order } = kit;
  const canceled = order.status === 'canceled';
  return (
    <>
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
    </>
  );
}

/** The ZATCA QR code of an issued invoice when the plugin is on; nothing on a bill. */
export function ReceiptZatca({ kit, seller }: { kit: ReceiptKit; seller: ZatcaConfig | null }) {
  const data = zatcaQrData(kit.order, seller);
  if (!data) return null;
  return (
    <>
      <hr className={classes.rule} />
      <ZatcaQr
        data={data}
        label={kit.t('sales.receipt.zatcaQr')}
        caption={kit.label((f) => f('sales.receipt.zatcaCaption'))}
        classNames={{ root: classes.qr!, code: classes.qrCode!, caption: classes.qrCaption! }}
      />
    </>
  );
}
