import { Anchor, Table, Text } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { orderTypeKey } from '@/components/receipt';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import { useCustomerNames, useTableNames } from '../api';
import { StatusBadge } from './status-badge';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Orders as the server paged them (no client sorting: the server's order is newest first). A
 * row opens the order; its ticket is also a link, for the keyboard and screen readers.
 */
export function OrdersTable({ orders, label }: { orders: Order[]; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { values } = useAppSettings();
  const tables = useTableNames();
  const customers = useCustomerNames();
  const dash = (
    <Text span c="dimmed" size="sm">
      —
    </Text>
  );

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sales.list.ticket')}</Table.Th>
            <Table.Th>{t('sales.list.invoice')}</Table.Th>
            <Table.Th>{t('sales.list.type')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th>{t('sales.list.table')}</Table.Th>
            <Table.Th>{t('sales.list.customer')}</Table.Th>
            <Table.Th ta="end">{t('sales.list.total')}</Table.Th>
            <Table.Th ta="end">{t('sales.list.paid')}</Table.Th>
            <Table.Th>{t('sales.list.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const href = to(`/admin/sales/order/${order.id}`);
            return (
              <Table.Tr
                key={order.id}
                onClick={(e) => {
                  if (!(e.target as HTMLElement).closest('a')) void navigate(href);
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href}
                    fw={700}
                    size="sm"
                    aria-label={t('sales.list.openOrder', { number: order.ticketNumber })}
                    style={{ ...nowrap, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    #{formatNumber(order.ticketNumber, locale)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {order.invoiceNumber !== null ? (
                    <Text span size="sm" style={nowrap}>
                      {order.invoiceNumber}
                    </Text>
                  ) : (
                    dash
                  )}
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" style={nowrap}>
                    {t(`sales.types.${orderTypeKey(order)}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  {order.tableId !== null ? (
                    <Text span size="sm">
                      {tables.data?.get(order.tableId) ?? `#${order.tableId}`}
                    </Text>
                  ) : (
                    dash
                  )}
                </Table.Td>
                <Table.Td>
                  {order.customerId !== null ? (
                    <Text span size="sm">
                      {customers.data?.get(order.customerId) ?? `#${order.customerId}`}
                    </Text>
                  ) : (
                    dash
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <Text span size="sm" fw={600} style={nowrap}>
                    {formatPrice(order.total, order.currency, locale)}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Text
                    span
                    size="sm"
                    style={nowrap}
                    c={order.balanceDue > 0 && order.status !== 'canceled' ? 'red.7' : undefined}
                  >
                    {formatPrice(order.paidTotal, order.currency, locale)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" style={nowrap}>
                    {formatDateTime(order.createdAt, locale, values.timezone)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
