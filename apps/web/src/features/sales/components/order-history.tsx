import { Group, Stack, Text } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { OrderCard, useMoment } from './order-card';
import { StatusBadge } from './status-badge';

/** Each change of the order's status: when, from what to what, by whom and why. */
export function OrderHistory({
  order,
  userName,
}: {
  order: Order;
  userName: (userId: number | null) => string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useMoment();
  return (
    <OrderCard title={t('sales.order.history')}>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.history.map((h, i) => (
          <Group key={i} component="li" gap="sm" wrap="wrap" align="center">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} miw={150}>
              {moment(h.at)}
            </Text>
            {h.from && (
              <>
                <StatusBadge status={h.from} size="sm" />
                <Text size="sm" aria-hidden>
                  {locale === 'ar' ? '←' : '→'}
                </Text>
              </>
            )}
            <StatusBadge status={h.to} size="sm" />
            <Text size="sm">{userName(h.userId) ?? '—'}</Text>
            {h.reason && (
              <Text size="sm" c="dimmed" fs="italic">
                “{h.reason}”
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </OrderCard>
  );
}
