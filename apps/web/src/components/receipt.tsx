import { invoiceSeller, orderKind, zatcaSeller, type Order, type ZatcaConfig } from '@cashier/contracts';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useZatcaEnabled } from '@/api/plugins';
import { useLocaleLoaded } from '@/lib/i18n';
import { directionOf, type Locale } from '@cashier/web-core/locale';
import { useAppSettings, type AppSettings } from '@cashier/web-core/settings';
import {
  ReceiptFacts,
  ReceiptHeading,
  ReceiptLines,
  receiptKit,
  ReceiptSettlement,
  ReceiptTotals,
  ReceiptZatca,
} from './receipt-parts';
import classes from './receipt.module.css';

/** What a receipt prints about the restaurant, from settings. */
export interface ReceiptSettings {
  restaurantName: string;
  /** The legal seller name when it differs from the restaurant's name, else ''. */
  sellerName: string;
  logo: string | null;
  address: string;
  phone: string;
  vatNumber: string;
  /** The footer in each language; an Arabic receipt without an Arabic one prints the English. */
  footer: { en: string; ar: string };
  /** The restaurant's IANA time zone; dates print in it, whatever the device's zone. */
  timezone: string | undefined;
  /** The seller and VAT number when the ZATCA plugin is on: issued invoices carry its QR code. */
  zatca: ZatcaConfig | null;
}

/**
 * The receipt's settings from the app's settings map, the seller and VAT number entered once in
 * General settings, and whether the ZATCA plugin is on.
 */
export function receiptSettings(app: AppSettings, zatcaOn: boolean): ReceiptSettings {
  const v = app.values;
  const seller = invoiceSeller((k) => v[k]);
  return {
    restaurantName: app.restaurantName,
    sellerName: seller.sellerName !== app.restaurantName ? seller.sellerName : '',
    logo: app.logo,
    address: v.address ?? '',
    phone: v.phone ?? '',
    vatNumber: seller.vatNumber,
    footer: { en: v.receipt_footer ?? '', ar: v.receipt_footer_ar ?? '' },
    timezone: v.timezone || undefined,
    zatca: zatcaSeller(zatcaOn, seller),
  };
}

/** The footer a receipt in this language prints: its own, or the English when it has none. */
export const footerIn = (settings: ReceiptSettings, locale: Locale) =>
  (locale === 'ar' && settings.footer.ar) || settings.footer.en;

export function useReceiptSettings(): ReceiptSettings {
  return receiptSettings(useAppSettings(), useZatcaEnabled());
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
 * subtotal, discount, service charge, VAT (included or added), total, payments with change, the
 * ZATCA QR code of an issued invoice (when the plugin is on), and the footer. In English, Arabic
 * (right to left) or both.
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
  // The POS does not download Arabic up front: the receipt fetches it and re-renders.
  useLocaleLoaded(locale);
  useLocaleLoaded(other(locale), bilingual);
  const kit = receiptKit(order, locale, bilingual);
  const footer = footerIn(settings, locale);
  return (
    <article
      className={classes.receipt}
      lang={locale}
      dir={directionOf(locale)}
      aria-label={kit.t('sales.receipt.label')}
    >
      <ReceiptHeading kit={kit} settings={settings} />
      <ReceiptFacts
        kit={kit}
        timezone={settings.timezone}
        typeKey={orderKind(order)}
        tableName={tableName}
        customerName={customerName}
        cashierName={cashierName}
      />
      <hr className={classes.rule} />
      <ReceiptLines kit={kit} />
      <hr className={classes.rule} />
      <ReceiptTotals kit={kit} />
      <ReceiptSettlement kit={kit} />
      <ReceiptZatca kit={kit} seller={settings.zatca} />
      {footer && (
        <>
          <hr className={classes.rule} />
          <footer className={`${classes.center} ${classes.pre}`}>{footer}</footer>
        </>
      )}
    </article>
  );
}
