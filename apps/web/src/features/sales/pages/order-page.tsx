import { Alert, Anchor, Grid, Loader, Stack } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@cashier/web-core/api-client';
import { useLocalizedPath } from '@/lib/paths';
import { useOrder } from '../api';
import { AuditTrail } from '../components/audit-trail';
import { OrderActions } from '../components/order-actions';
import { OrderCard } from '../components/order-card';
import { OrderDetails } from '../components/order-details';
import { OrderHistory } from '../components/order-history';
import { LinesTable, TotalsTable } from '../components/order-lines';
import { PaymentsCard, RefundsCard } from '../components/order-money';
import { ReceiptCard } from '../components/receipt-card';
import { RefundDialog } from '../components/refund-dialog';
import { VoidDialog } from '../components/void-dialog';
import { useOrderNames, type OrderNames } from '../hooks/use-order-names';

/** /admin/sales/order/{id}: one order, its receipt, and what can still be done with it. */
export function OrderPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const id = Number(useParams().id);
  const order = useOrder(id);

  const valid = Number.isInteger(id) && id > 0;
  if (valid && order.isPending) return <Loader m="xl" />;
  if (!valid || order.isError) {
    return (
      <Stack gap={0}>
        <PageHeader title={t('sales.order.title', { number: '' })} />
        {valid && !(isApiError(order.error) && order.error.status === 404) ? (
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <Alert color="yellow" icon={<IconInfoCircle />} title={t('sales.order.notFound')}>
            <Anchor component={Link} to={to('/admin/sales/pos')}>
              {t('sales.invoice.backToSales')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  }
  if (!order.data) return <Loader m="xl" />;
  return <OrderView order={order.data} />;
}

/** The one dialog the order's page opens at a time. */
type Dialog = { kind: 'none' } | { kind: 'void' } | { kind: 'refund' };

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const names = useOrderNames(order);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('sales.order.title', { number: order.ticketNumber })}
        actions={
          <OrderActions
            order={order}
            onRefund={() => setDialog({ kind: 'refund' })}
            onVoid={() => setDialog({ kind: 'void' })}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <OrderDetails order={order} names={names} />
            <OrderCard title={t('sales.order.lines')}>
              <LinesTable order={order} />
              <TotalsTable order={order} />
            </OrderCard>
            <PaymentsCard order={order} userName={names.userName} />
            {order.refunds.length > 0 && <RefundsCard order={order} userName={names.userName} />}
            <OrderHistory order={order} userName={names.userName} />
            <AuditCard order={order} names={names} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ReceiptCard order={order} names={names} />
        </Grid.Col>
      </Grid>
      <VoidDialog order={order} opened={dialog.kind === 'void'} onClose={close} />
      {dialog.kind === 'refund' && <RefundDialog order={order} opened onClose={close} />}
    </Stack>
  );
}

/** Every recorded change of the order, with who made it. */
function AuditCard({ order, names }: { order: Order; names: OrderNames }) {
  const { t } = useTranslation();
  const { audit } = names;
  return (
    <OrderCard title={t('sales.order.audit')}>
      {audit.isPending && <Loader size="sm" />}
      {audit.isError && <QueryError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && <AuditTrail entries={audit.data} currency={order.currency} userName={names.userName} />}
    </OrderCard>
  );
}
