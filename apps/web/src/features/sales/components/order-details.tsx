import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { orderKind, type Order } from '@cashier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import type { OrderNames } from '../hooks/use-order-names';
import { useMoment } from './order-card';
import { StatusBadge } from './status-badge';

/** One fact of the order: a small label above its value (a dash when there is none). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children ?? '—'}
      </Text>
    </div>
  );
}

/** The order's status and facts: numbers, type, table, customer, cashier, dates, address and note. */
export function OrderDetails({ order, names }: { order: Order; names: OrderNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const moment = useMoment();
  const { customerName } = names;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {t('sales.order.details')}
        </Title>
        <StatusBadge status={order.status} size="lg" />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={t('sales.list.ticket')}>{`#${order.ticketNumber}`}</Fact>
        <Fact label={t('sales.list.invoice')}>{order.invoiceNumber}</Fact>
        <Fact label={t('sales.list.type')}>{t(`orderKinds.${orderKind(order)}`)}</Fact>
        <Fact label={t('sales.list.table')}>{names.tableName}</Fact>
        <Fact label={t('sales.list.customer')}>
          {order.customerId !== null && customerName ? (
            <Anchor component={Link} to={to(`/admin/customers/edit/${order.customerId}`)} size="sm">
              {customerName}
            </Anchor>
          ) : null}
        </Fact>
        <Fact label={t('sales.order.cashier')}>{names.cashierName}</Fact>
        <Fact label={t('sales.order.businessDate')}>{formatDay(order.businessDate, locale)}</Fact>
        <Fact label={t('sales.order.created')}>{moment(order.createdAt)}</Fact>
        <Fact label={t('sales.order.completed')}>{order.completedAt ? moment(order.completedAt) : null}</Fact>
      </SimpleGrid>
      {(order.deliveryAddress || order.note || order.cancelReason) && (
        <Stack gap="xs" mt="md">
          {order.deliveryAddress && (
            <Fact label={t('sales.order.deliveryAddress')}>{order.deliveryAddress}</Fact>
          )}
          {order.note && <Fact label={t('sales.order.note')}>{order.note}</Fact>}
          {order.cancelReason && (
            <Text size="sm" c="red.8" fw={500}>
              {t('sales.order.cancelReason', { reason: order.cancelReason })}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
