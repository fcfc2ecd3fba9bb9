import { Alert, Anchor, Button, Group, Loader, Paper, SegmentedControl, Stack } from '@mantine/core';
import type { Customer, Order } from '@cashier/contracts';
import { IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { Receipt, useReceiptSettings } from '@/components/receipt';
import { isApiError } from '@cashier/web-core/api-client';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useInvoice, useOrderCustomer, useTableNames } from '../api';
import { TaxInvoice } from '../components/tax-invoice';
import { ReceiptLanguageControl, type ReceiptLanguage } from '../components/receipt-language';
import { touchSegments } from '../components/touch';

/** /admin/sales/invoice/{number}: the printable tax invoice of a completed order, on A4 or 80 mm. */
export function InvoicePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const number = Number(useParams().number);
  const valid = Number.isInteger(number) && number > 0;
  const invoice = useInvoice(number);
  const [paper, setPaper] = useState<'a4' | 'roll'>('a4');
  const [language, setLanguage] = useState<ReceiptLanguage>('both');
  const title = t('sales.invoice.pageTitle', { number: Number.isInteger(number) ? number : '' });

  const tables = useTableNames();
  const order = invoice.data;
  const customer = useOrderCustomer(order?.customerId ?? null).data ?? null;
  const tableName = order?.tableId != null ? (tables.data?.get(order.tableId) ?? `#${order.tableId}`) : null;

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        actions={
          order && (
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('sales.invoice.print')}
            </Button>
          )
        }
      />
      {valid && invoice.isPending && <Loader m="xl" />}
      {(!valid || invoice.isError) && <InvoiceProblem number={valid ? number : null} invoice={invoice} />}
      {order && (
        <Stack gap="md">
          <Group gap="md" wrap="wrap">
            <SegmentedControl
              styles={touchSegments}
              aria-label={t('sales.invoice.paper')}
              value={paper}
              onChange={(v) => setPaper(v)}
              data={[
                { value: 'a4', label: t('sales.invoice.a4') },
                { value: 'roll', label: t('sales.invoice.roll') },
              ]}
            />
            <ReceiptLanguageControl value={language} onChange={setLanguage} bothFirst />
            <Anchor component={Link} to={to(`/admin/sales/order/${order.id}`)} size="sm">
              {t('sales.invoice.openOrder', { number: order.ticketNumber })}
            </Anchor>
          </Group>
          <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
            <InvoicePaper
              order={order}
              paper={paper}
              language={language}
              customer={customer}
              tableName={tableName}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A number that is no invoice (or no number at all) says so and leads back to the sales; any other
 * failure offers a retry.
 */
function InvoiceProblem({
  number,
  invoice,
}: {
  number: number | null;
  invoice: ReturnType<typeof useInvoice>;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const missing =
    number === null ||
    (isApiError(invoice.error) && (invoice.error.status === 404 || invoice.error.status === 400));
  if (!missing) return <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />;
  return (
    <Alert color="yellow" icon={<IconInfoCircle />} title={t('sales.invoice.notFoundTitle')}>
      {t('sales.invoice.notFound', { number: number ?? '—' })}{' '}
      <Anchor component={Link} to={to('/admin/sales/pos')}>
        {t('sales.invoice.backToSales')}
      </Anchor>
    </Alert>
  );
}

interface InvoicePaperProps {
  order: Order;
  paper: 'a4' | 'roll';
  language: ReceiptLanguage;
  customer: Customer | null;
  tableName: string | null;
}

/** The invoice on A4, or as an 80 mm receipt, in the chosen language or both; either prints alone. */
function InvoicePaper({ order, paper, language, customer, tableName }: InvoicePaperProps) {
  const locale = useLocale();
  const settings = useReceiptSettings();
  const receiptLocale = language === 'both' ? locale : language;
  return paper === 'a4' ? (
    <TaxInvoice
      order={order}
      settings={settings}
      customer={customer}
      tableName={tableName}
      locale={receiptLocale}
      bilingual={language === 'both'}
      printable
    />
  ) : (
    <Receipt
      order={order}
      settings={settings}
      locale={receiptLocale}
      bilingual={language === 'both'}
      tableName={tableName}
      customerName={customer?.name ?? null}
      printable
    />
  );
}
