import { Button, Group } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/lib/locale';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppSettings } from '@/lib/settings';
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
  /** Sends the report to the server's receipt printer. */
  onPrinter: () => Promise<unknown>;
  printing: boolean;
}

/**
 * "Print on receipt printer" (a print job on the server's first receipt printer; its refusal, such
 * as no printer set up, is shown as the server words it) and "Print in browser".
 */
export function PrintButtons({ onPrinter, printing }: PrintButtonsProps) {
  const { t } = useTranslation();
  const send = () =>
    onPrinter().then(
      () => notifySuccess(t('shifts.print.sent')),
      (error: unknown) => notifyError(error, t('shifts.print.failed')),
    );
  return (
    <Group gap="sm">
      <Button
        variant="default"
        size="md"
        leftSection={<IconReceipt size={18} />}
        loading={printing}
        onClick={() => void send()}
      >
        {t('shifts.print.printer')}
      </Button>
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
