import { orderKind, type Customer, type Order } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ReceiptSettings } from '@/components/receipt';
import {
  formatAmount,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatRateBp,
} from '@cashier/web-core/format';
import { i18n } from '@/lib/i18n';
import { directionOf, type Locale } from '@cashier/web-core/locale';
import classes from './tax-invoice.module.css';

type Named = { nameEn: string; nameAr: string };

/** What every part of the invoice prints with, in its language (and the other one when bilingual). */
export interface InvoiceKit {
  order: Order;
  locale: Locale;
  otherLocale: Locale;
  bilingual: boolean;
  t: TFunction;
  /** A label in the invoice's language, and the other language beneath when bilingual. */
  label: (render: (f: TFunction) => string) => ReactNode;
  amount: (minor: number) => ReactNode;
  name: (x: Named) => string;
  otherName: (x: Named) => string;
}

export function invoiceKit(order: Order, locale: Locale, bilingual: boolean): InvoiceKit {
  const t = i18n.getFixedT(locale);
  const otherLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  const alt = bilingual ? i18n.getFixedT(otherLocale) : null;
  return {
    order,
    locale,
    otherLocale,
    bilingual,
    t,
    label: (render) => (
      <>
        {render(t)}
        {alt && (
          <span className={classes.alt}>
            <bdi lang={otherLocale} dir={directionOf(otherLocale)}>
              {render(alt)}
            </bdi>
          </span>
        )}
      </>
    ),
    amount: (minor) => <bdi className={classes.num}>{formatAmount(minor, order.currency, locale)}</bdi>,
    name: (x) => (locale === 'ar' ? x.nameAr : x.nameEn),
    otherName: (x) => (locale === 'ar' ? x.nameEn : x.nameAr),
  };
}

interface InvoiceHeaderProps {
  kit: InvoiceKit;
  settings: ReceiptSettings;
  tableName: string | null;
}

/** The seller (name, address, VAT number), and the invoice's number, date, ticket and type. */
export function InvoiceHeader({ kit, settings, tableName }: InvoiceHeaderProps) {
  const { t, label, order, locale } = kit;
  const date = formatDateTime(order.completedAt ?? order.createdAt, locale, settings.timezone);
  return (
    <header className={classes.top}>
      <div className={classes.seller}>
        {settings.logo && <img className={classes.logo} src={settings.logo} alt="" />}
        <div className={classes.sellerName}>{settings.restaurantName}</div>
        {settings.sellerName && (
          <div>
            <b>{settings.sellerName}</b>
          </div>
        )}
        {settings.address && <div className={classes.pre}>{settings.address}</div>}
        {settings.phone && (
          <div>
            {t('sales.receipt.phone')}: <bdi dir="ltr">{settings.phone}</bdi>
          </div>
        )}
        {settings.vatNumber && (
          <div>
            <b>{t('sales.receipt.vatNo')}:</b> <bdi className={classes.num}>{settings.vatNumber}</bdi>
          </div>
        )}
      </div>
      <div className={classes.heading}>
        <h1 className={classes.title}>{label((f) => f('sales.invoice.title'))}</h1>
        <dl className={classes.meta}>
          <dt>{label((f) => f('sales.receipt.invoiceNo'))}</dt>
          <dd>
            <bdi className={classes.num}>{order.invoiceNumber}</bdi>
          </dd>
          <dt>{label((f) => f('sales.invoice.issued'))}</dt>
          <dd>
            <bdi className={classes.num}>{date}</bdi>
          </dd>
          <dt>{label((f) => f('sales.receipt.ticketNo'))}</dt>
          <dd>
            <bdi className={classes.num}>#{order.ticketNumber}</bdi>
          </dd>
          <dt>{label((f) => f('sales.receipt.type'))}</dt>
          <dd>
            {t(`orderKinds.${orderKind(order)}`)}
            {tableName && ` · ${tableName}`}
          </dd>
        </dl>
      </div>
    </header>
  );
}

/** The buyer: the order's customer, or a walk-in customer. */
export function InvoiceBuyer({
  kit,
  customer,
}: {
  kit: InvoiceKit;
  customer: Pick<Customer, 'name' | 'phone' | 'address'> | null;
}) {
  const { t, label } = kit;
  return (
    <section className={classes.buyer}>
      <h2 className={classes.sectionTitle}>{label((f) => f('sales.invoice.buyer'))}</h2>
      {customer ? (
        <>
          <div className={classes.strong}>{customer.name}</div>
          {customer.phone && <bdi dir="ltr">{customer.phone}</bdi>}
          {customer.address && <div className={classes.pre}>{customer.address}</div>}
        </>
      ) : (
        <div>{t('sales.invoice.walkIn')}</div>
      )}
    </section>
  );
}

/** The numbered lines with quantity, unit price and line total, and whether prices include VAT. */
export function InvoiceLines({ kit }: { kit: InvoiceKit }) {
  const { t, label, amount, name, otherName, order, locale, otherLocale, bilingual } = kit;
  return (
    <>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th className={classes.narrow}>#</th>
            <th>{label((f) => f('sales.invoice.description'))}</th>
            <th className={classes.end}>{label((f) => f('sales.receipt.qty'))}</th>
            <th className={classes.end}>{label((f) => f('sales.invoice.unitPrice'))}</th>
            <th className={classes.end}>{label((f) => f('sales.invoice.lineTotal'))}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.id}>
              <td className={classes.narrow}>{formatNumber(i + 1, locale)}</td>
              <td>
                <div className={classes.strong}>{name(line)}</div>
                {bilingual && otherName(line) !== name(line) && (
                  <div className={classes.alt}>
                    <bdi lang={otherLocale} dir={directionOf(otherLocale)}>
                      {otherName(line)}
                    </bdi>
                  </div>
                )}
                {line.modifiers.map((m) => (
                  <div key={m.id} className={classes.detail}>
                    + {name(m)}
                    {m.price !== 0 && <> ({amount(m.price)})</>}
                  </div>
                ))}
                {line.note && <div className={classes.detail}>{line.note}</div>}
              </td>
              <td className={classes.end}>{formatNumber(line.quantity, locale)}</td>
              <td className={classes.end}>{amount(line.unitPrice + line.modifiersTotal)}</td>
              <td className={classes.end}>{amount(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.note}>
        {t(order.taxInclusive ? 'sales.invoice.pricesIncl' : 'sales.invoice.pricesExcl', {
          currency: order.currency,
        })}
      </p>
    </>
  );
}

/**
 * Subtotal, discount, service charge, then the amount VAT is charged on, the VAT (as the server
 * computed it, one rounding for the whole order) and the total including VAT.
 */
export function InvoiceTotals({ kit }: { kit: InvoiceKit }) {
  const { label, amount, order, locale } = kit;
  /** The amount VAT is charged on: the total without its VAT, inclusive prices or not. */
  const taxable = order.total - order.taxTotal;
  const rate = formatRateBp(order.taxRateBp, locale);
  const totals: [ReactNode, ReactNode, string?][] = [
    [
      label((f) => f(order.taxInclusive ? 'sales.invoice.subtotalIncl' : 'sales.invoice.subtotalExcl')),
      amount(order.subtotal),
    ],
  ];
  if (order.discountTotal > 0)
    totals.push([
      label((f) =>
        order.discountType === 'percent'
          ? f('sales.receipt.discountPercent', { rate: formatRateBp(order.discountValue, locale) })
          : f('sales.receipt.discount'),
      ),
      amount(-order.discountTotal),
    ]);
  if (order.serviceCharge > 0)
    totals.push([
      label((f) => f('sales.receipt.serviceCharge', { rate: formatRateBp(order.serviceChargeBp, locale) })),
      amount(order.serviceCharge),
    ]);
  totals.push([label((f) => f('sales.invoice.taxable')), amount(taxable)]);
  totals.push([label((f) => f('sales.invoice.vat', { rate })), amount(order.taxTotal)]);
  totals.push([
    label((f) => f('sales.invoice.totalDue')),
    <bdi className={classes.num} key="total">
      {formatPrice(order.total, order.currency, locale)}
    </bdi>,
    classes.grand,
  ]);
  return (
    <table className={classes.totals}>
      <tbody>
        {totals.map(([name, value, className], i) => (
          <tr key={i} className={className}>
            <th scope="row">{name}</th>
            <td className={classes.end}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The payments taken, by method. */
export function InvoicePayments({ kit }: { kit: InvoiceKit }) {
  const { t, label, amount, order } = kit;
  return (
    <section className={classes.payments}>
      <h2 className={classes.sectionTitle}>{label((f) => f('sales.receipt.payments'))}</h2>
      {order.payments.map((p) => (
        <div key={p.id} className={classes.payment}>
          <span>{t(`sales.methods.${p.method}`)}</span>
          {amount(p.amount)}
        </div>
      ))}
    </section>
  );
}
