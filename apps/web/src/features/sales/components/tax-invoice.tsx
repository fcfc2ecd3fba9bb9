import type { Customer, Order } from '@cashier/contracts';
import { createPortal } from 'react-dom';
import { footerIn, type ReceiptSettings } from '@/components/receipt';
import { ZatcaQr } from '@/components/receipt-qr';
import { directionOf, type Locale } from '@cashier/web-core/locale';
import { zatcaQrData } from '@/lib/zatca-qr';
import {
  InvoiceBuyer,
  InvoiceHeader,
  InvoiceLines,
  invoiceKit,
  InvoicePayments,
  InvoiceTotals,
  type InvoiceKit,
} from './tax-invoice-parts';
import classes from './tax-invoice.module.css';

export interface TaxInvoiceProps {
  order: Order;
  settings: ReceiptSettings;
  customer: Pick<Customer, 'name' | 'phone' | 'address'> | null;
  tableName: string | null;
  locale: Locale;
  /** Every label in both languages (the usual form of a tax invoice in the Gulf). */
  bilingual?: boolean;
  /** Also render the copy that prints alone on A4. */
  printable?: boolean;
}

/**
 * An A4 tax invoice for a completed order: seller (name, address, VAT number), invoice number and
 * dates, buyer, lines, and VAT as the server computed it (one rounding for the whole order), with
 * the amount before VAT, the VAT and the total including VAT, and the ZATCA QR code beside the
 * totals when the plugin is on.
 */
export function TaxInvoice(props: TaxInvoiceProps) {
  return (
    <>
      <InvoiceBody {...props} />
      {props.printable &&
        createPortal(
          <div className={classes.printRoot} data-print-root="invoice">
            <InvoiceBody {...props} />
          </div>,
          document.body,
        )}
    </>
  );
}

function InvoiceBody({ order, settings, customer, tableName, locale, bilingual = false }: TaxInvoiceProps) {
  const kit = invoiceKit(order, locale, bilingual);
  return (
    <article
      className={classes.invoice}
      lang={locale}
      dir={directionOf(locale)}
      aria-label={kit.t('sales.invoice.title')}
    >
      <InvoiceHeader kit={kit} settings={settings} tableName={tableName} />

      <InvoiceBuyer kit={kit} customer={customer} />

      <InvoiceLines kit={kit} />

      <div className={classes.summary}>
        <InvoiceZatca kit={kit} settings={settings} />
        <InvoiceTotals kit={kit} />
      </div>

      {order.payments.length > 0 && <InvoicePayments kit={kit} />}
      {footerIn(settings, locale) && <footer className={classes.footer}>{footerIn(settings, locale)}</footer>}
    </article>
  );
}

/** The ZATCA QR code, when the plugin is on (an invoice page shows completed orders only). */
function InvoiceZatca({ kit, settings }: { kit: InvoiceKit; settings: ReceiptSettings }) {
  const data = zatcaQrData(kit.order, settings.zatca);
  if (!data) return null;
  return (
    <ZatcaQr
      data={data}
      label={kit.t('sales.receipt.zatcaQr')}
      caption={kit.label((f) => f('sales.receipt.zatcaCaption'))}
      classNames={{ root: classes.qr!, code: classes.qrCode!, caption: classes.qrCaption! }}
    />
  );
}
