import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { ZPreview } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportMoney } from '@/components/shift/till-figures';
import { useLocalizedPath } from '@/lib/paths';

type OpenOrder = ZPreview['openOrders'][number];

/** Orders still open at the day's close, each a link to its page: ticket, type, status, total, paid. */
export function OpenOrdersList({ orders, currency }: { orders: readonly OpenOrder[]; currency: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const m = useReportMoney(currency);
  return (
    <List spacing={4} listStyleType="none" aria-label={t('shifts.openOrders.label')}>
      {orders.map((o) => (
        <List.Item key={o.id}>
          <Group gap="xs" wrap="wrap" mih={44}>
            <Anchor component={Link} to={to(`/admin/sales/order/${o.id}`)} fw={600}>
              {t('shifts.openOrders.ticket', { number: o.ticketNumber })}
            </Anchor>
            <Badge variant="light" color="gray">
              {t(`orderKinds.${o.type}`)}
            </Badge>
            <Badge variant="light" color="blue">
              {t(`shifts.orderStatuses.${o.status}`)}
            </Badge>
            <Text size="sm">
              {t('shifts.openOrders.amounts', { total: m.money(o.total), paid: m.money(o.paidTotal) })}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
