import { Anchor, Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Receipt, useReceiptSettings } from '@/components/receipt';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { useLocalizedPath } from '@/lib/paths';
import { useCurrentUser } from '@cashier/web-core/session';
import classes from './pos.module.css';

/** A completed sale and the names its receipt prints. */
export interface DoneSale {
  order: Order;
  tableName: string | null;
  customerName: string | null;
}

interface DoneDialogProps {
  sale: DoneSale | null;
  locale: Locale;
  onNew: () => void;
}

/**
 * The completed sale: its invoice number, the server's totals, the change to hand back and the
 * receipt, ready to print on 80 mm paper.
 */
export function DoneDialog({ sale, locale, onNew }: DoneDialogProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const settings = useReceiptSettings();
  const user = useCurrentUser();
  if (!sale) return null;
  const { order } = sale;
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const invoice = order.invoiceNumber;
  const row = (label: string, value: string, testId?: string) => (
    <div className={classes.totalRow}>
      <span>{label}</span>
      <span data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </span>
    </div>
  );
  return (
    <Modal opened onClose={onNew} title={t('pos.doneTitle')} centered size="md">
      <Stack gap="sm">
        {invoice !== null && (
          <Title order={3} data-testid="invoice-number">
            {t('pos.invoiceNumber', { number: formatNumber(invoice, locale) })}
          </Title>
        )}
        <Text size="sm" c="dimmed">
          {t('pos.ticketNumber', { number: formatNumber(order.ticketNumber, locale) })}
        </Text>
        <Stack gap={4}>
          {row(t('pos.subtotal'), money(order.subtotal))}
          {order.discountTotal > 0 && row(t('pos.discount'), `−${money(order.discountTotal)}`)}
          {order.serviceCharge > 0 && row(t('pos.serviceCharge'), money(order.serviceCharge))}
          {row(order.taxInclusive ? t('pos.taxIncluded') : t('pos.tax'), money(order.taxTotal))}
          <div className={`${classes.totalRow} ${classes.grandTotal}`}>
            <span>{t('pos.total')}</span>
            <span data-testid="server-total">{money(order.total)}</span>
          </div>
          {order.changeDue > 0 && (
            <div className={`${classes.totalRow}`}>
              <Text fw={700}>{t('pos.changeDue')}</Text>
              <Text fw={800} c="teal" data-testid="server-change">
                {money(order.changeDue)}
              </Text>
            </div>
          )}
        </Stack>
        <ScrollArea.Autosize mah="40vh" type="auto" offsetScrollbars>
          <Receipt
            order={order}
            settings={settings}
            locale={locale}
            tableName={sale.tableName}
            customerName={sale.customerName}
            cashierName={user?.name ?? null}
            printable
          />
        </ScrollArea.Autosize>
        {invoice !== null && (
          <Anchor component={Link} to={to(`/admin/sales/invoice/${invoice}`)}>
            {t('pos.openInvoice')}
          </Anchor>
        )}
        <Group grow>
          <Button
            variant="default"
            size="md"
            leftSection={<IconPrinter size={18} />}
            onClick={() => window.print()}
          >
            {t('pos.print')}
          </Button>
          <Button size="md" onClick={onNew} data-autofocus>
            {t('pos.newOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
