import { Badge, Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OpenOrdersResponse, Order } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { apiRequest } from '@/lib/api-client';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locale';

interface OpenOrdersProps {
  opened: boolean;
  onClose: () => void;
  onOpen: (order: Order) => void;
  locale: Locale;
}

/** Held and open orders (GET /v1/orders/list), newest first; one tap continues it at the till. */
export function OpenOrders({ opened, onClose, onOpen, locale }: OpenOrdersProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['orders', 'open'],
    queryFn: async ({ signal }) =>
      (await apiRequest<OpenOrdersResponse>('/v1/orders/list', { signal })).orders,
    enabled: opened,
    staleTime: 0,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.openOrders')} centered size="md">
      {list.isPending ? (
        <Center mih={120}>
          <Loader />
        </Center>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('pos.noOpenOrders')}</Text>
      ) : (
        <Stack gap={6} mah="60vh" style={{ overflowY: 'auto' }}>
          {[...list.data]
            .sort((a, b) => b.id - a.id)
            .map((order) => (
              <UnstyledButton
                key={order.id}
                onClick={() => onOpen(order)}
                p="xs"
                mih={44}
                style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={700}>
                      {t('pos.ticketNumber', { number: formatNumber(order.ticketNumber, locale) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {itemsCount(t, order, locale)}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Badge color={order.type === 'hold' ? 'orange' : 'blue'} variant="light">
                      {order.type === 'hold'
                        ? t('pos.heldBadge')
                        : order.tableId
                          ? t('pos.modes.dine-in')
                          : t(
                              `pos.modes.${order.type === 'pos' ? 'pos' : order.type === 'debit' ? 'debit' : 'delivery'}`,
                            )}
                    </Badge>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(order.total, order.currency, locale)}
                    </Text>
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
        </Stack>
      )}
    </Modal>
  );
}

/** "1 item", "3 items" (Arabic has six plural forms; i18next picks one by the count). */
function itemsCount(t: TFunction, order: Order, locale: Locale): string {
  const count = order.lines.reduce((s, l) => s + l.quantity, 0);
  return t('pos.itemsCount', { count, value: formatNumber(count, locale) });
}
