import { Button, Menu } from '@mantine/core';
import type { Order, Printer } from '@cashier/contracts';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePrintOrder, useReceiptPrinters } from '../api';

/**
 * "Print on receipt printer": the order's receipt from the server, on paper, beside the browser's
 * print. Who may list printers chooses among several; anyone else gets the server's first one.
 * With no network receipt printer the server says so (422) and its message is shown as it is.
 */
export function PrinterPrint({ order }: { order: Order }) {
  const { t } = useTranslation();
  const printers = useReceiptPrinters().data ?? [];
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
  const label = t('sales.order.printOnPrinter');
  const icon = <IconPrinter size={18} />;

  if (printers.length < 2) {
    return (
      <Button
        leftSection={icon}
        variant="default"
        loading={print.isPending}
        onClick={() => send(printers[0])}
      >
        {label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={icon}
          rightSection={<IconChevronDown size={16} />}
          variant="default"
          loading={print.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sales.order.choosePrinter')}</Menu.Label>
        {printers.map((p) => (
          <Menu.Item key={p.id} leftSection={icon} onClick={() => send(p)}>
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
