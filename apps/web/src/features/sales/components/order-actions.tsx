import { Button } from '@mantine/core';
import { isOpenStatus, type Order } from '@cashier/contracts';
import {
  IconArrowBackUp,
  IconBan,
  IconCashRegister,
  IconFileInvoice,
  IconPrinter,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/paths';
import { useMayCall } from '@/lib/can';
import { PrinterPrint } from './printer-print';

/**
 * What can still be done with an order: print its receipt (from the browser, or on a receipt
 * printer through the server), open its tax invoice, refund it (once
 * completed, while something paid is not refunded), continue it at the till or void it (while open).
 */
export function OrderActions({
  order,
  onRefund,
  onVoid,
}: {
  order: Order;
  onRefund: () => void;
  onVoid: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const mayCall = useMayCall();
  const open = isOpenStatus(order.status);
  const completed = order.status === 'completed';
  return (
    <>
      <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} variant="default">
        {t('sales.order.printReceipt')}
      </Button>
      {/* Reprinting on paper needs its own permission (the server enforces it, with a rate limit). */}
      {mayCall('POST /v1/orders/print/:id') && <PrinterPrint order={order} />}
      {order.invoiceNumber !== null && completed && (
        <Button
          component={Link}
          to={to(`/admin/sales/invoice/${order.invoiceNumber}`)}
          leftSection={<IconFileInvoice size={18} />}
          variant="default"
        >
          {t('sales.order.taxInvoice')}
        </Button>
      )}
      {completed && order.paidTotal > order.refundedTotal && (
        <Button color="orange" variant="light" leftSection={<IconArrowBackUp size={18} />} onClick={onRefund}>
          {t('sales.order.refund')}
        </Button>
      )}
      {open && mayCall('PUT /v1/orders/update') && (
        <Button
          component={Link}
          to={to(`/admin/pos/${order.id}`)}
          leftSection={<IconCashRegister size={18} />}
          variant="default"
        >
          {t('sales.order.continueAtPos')}
        </Button>
      )}
      {open && (
        <Button color="red" variant="light" leftSection={<IconBan size={18} />} onClick={onVoid}>
          {t('sales.order.void')}
        </Button>
      )}
    </>
  );
}
