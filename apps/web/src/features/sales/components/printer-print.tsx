import type { Order, Printer } from '@cashier/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrinterChoiceButton } from '@/components/printer-choice-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePrintOrder } from '../api';

/**
 * "Print on receipt printer": the order's receipt from the server, on paper, beside the browser's
 * print. With no network receipt printer the server says so (422) and its message is shown as it is.
 */
export function PrinterPrint({ order }: { order: Order }) {
  const { t } = useTranslation();
  const print = usePrintOrder();
  const send = (printer?: Printer) =>
    print.mutate(
      { id: order.id, printerId: printer?.id },
      {
        onSuccess: () =>
          notifySuccess(
            printer
              ? t('sales.order.receiptSent', { printer: printer.name })
              : t('sales.order.receiptSentDefault'),
          ),
        onError: (error) => notifyError(error, t('sales.order.printFailed')),
      },
    );
  return (
    <PrinterChoiceButton
      label={t('sales.order.printOnPrinter')}
      chooseLabel={t('sales.order.choosePrinter')}
      icon={<IconPrinter size={18} />}
      loading={print.isPending}
      onSend={send}
    />
  );
}
