import { Badge, Button, Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { orderKind, type Order } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { useFloor, useOpenOrders } from '../api';
import { OrderKitchenBadge } from './kitchen-badge';

interface OpenOrdersProps {
  opened: boolean;
  onClose: () => void;
  onOpen: (order: Order) => void;
  locale: Locale;
}

/**
 * Held and open orders (GET /v1/orders/list), newest first, a page at a time with a button for
 * more; one tap continues it at the till.
 */
export function OpenOrders({ opened, onClose, onOpen, locale }: OpenOrdersProps) {
  const { t } = useTranslation();
  const { list, orders, total } = useOpenOrders(opened);
  // The table each order sits at, by name (the floor is read anyway to seat an order).
  const floor = useFloor(opened);
  const tableName = (id: number | null) => (id === null ? null : floor.data?.find((t) => t.id === id)?.name);
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.openOrders')} centered size="md">
      {list.isPending ? (
        <Center mih={120}>
          <Loader />
        </Center>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <Text c="dimmed">{t('pos.noOpenOrders')}</Text>
      ) : (
        <Stack gap={6} mah="60vh" style={{ overflowY: 'auto' }}>
          {orders.map((order) => (
            <UnstyledButton
              key={order.id}
              onClick={() => onOpen(order)}
              p="xs"
              mih={44}
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={700}>
                      {t('pos.ticketNumber', { number: formatNumber(order.ticketNumber, locale) })}
                    </Text>
                    {order.tableId !== null && (
                      <Text fw={700} data-testid="open-order-table">
                        {t('pos.atTable', { name: tableName(order.tableId) ?? '…' })}
                      </Text>
                    )}
                    {order.kitchenStatus === 'ready' && <OrderKitchenBadge status="ready" />}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {itemsCount(t, order, locale)}
                    {order.userName && ` · ${t('pos.takenBy', { name: order.userName })}`}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Badge color={order.type === 'hold' ? 'orange' : 'blue'} variant="light">
                    {t(`orderKinds.${orderKind(order)}`)}
                  </Badge>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(order.total, order.currency, locale)}
                  </Text>
                </Group>
              </Group>
            </UnstyledButton>
          ))}
          {list.hasNextPage && (
            <Button
              variant="light"
              size="md"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('pos.showMore', {
                shown: formatNumber(orders.length, locale),
                total: formatNumber(total, locale),
              })}
            </Button>
          )}
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
