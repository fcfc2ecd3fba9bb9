import { Button, Group } from '@mantine/core';
import type { Printer } from '@cashier/contracts';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PrinterChoiceButton } from '@/components/printer-choice-button';
import { directionOf } from '@cashier/web-core/locale';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppSettings } from '@cashier/web-core/settings';
import classes from './print.module.css';

interface PrintableReportProps {
  /** What the paper is: "X report", "Z report 3". */
  title: string;
  /** A line under the title: who, which day. */
  subtitle?: string;
  children: ReactNode;
}

/**
 * A copy of a report that `window.print()` prints alone (the rest of the page, dialogs included,
 * is hidden from print), headed by the restaurant's name. Only one should be on screen at once.
 */
export function PrintableReport({ title, subtitle, children }: PrintableReportProps) {
  const locale = useLocale();
  const { restaurantName } = useAppSettings();
  return createPortal(
    <div className={classes.printRoot} data-print-root="till-report" lang={locale} dir={directionOf(locale)}>
      <header className={classes.heading}>
        <h1>{restaurantName}</h1>
        <p>{title}</p>
        {subtitle && <p>{subtitle}</p>}
      </header>
      {children}
    </div>,
    document.body,
  );
}

interface PrintButtonsProps {
  /** Sends the report to a receipt printer: the one chosen, or the server's first. */
  onPrinter: (printerId: number | undefined) => Promise<unknown>;
  printing: boolean;
}

/**
 * "Print on receipt printer" (a print job on the server; its refusal, such as no printer set up, is
 * shown as the server words it) and "Print in browser".
 */
export function PrintButtons({ onPrinter, printing }: PrintButtonsProps) {
  const { t } = useTranslation();
  const send = (printer: Printer | undefined) =>
    void onPrinter(printer?.id).then(
      () =>
        notifySuccess(printer ? t('shifts.print.sentTo', { printer: printer.name }) : t('shifts.print.sent')),
      (error: unknown) => notifyError(error, t('shifts.print.failed')),
    );
  return (
    <Group gap="sm">
      <PrinterChoiceButton
        label={t('shifts.print.printer')}
        chooseLabel={t('shifts.print.choose')}
        icon={<IconReceipt size={18} />}
        size="md"
        loading={printing}
        onSend={send}
      />
      <Button
        variant="default"
        size="md"
        leftSection={<IconPrinter size={18} />}
        onClick={() => window.print()}
      >
        {t('shifts.print.browser')}
      </Button>
    </Group>
  );
}
