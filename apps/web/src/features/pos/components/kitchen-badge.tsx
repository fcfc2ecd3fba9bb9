import { Badge, Button, Group } from '@mantine/core';
import type { LineKitchenState, OrderKitchenStatus } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChefHat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { errorMessage } from '@/lib/notify';
import { useServeOrder } from '../api';
import type { Cart } from '@cashier/sale';

/** One colour per kitchen state, grey (not sent) to green (ready), served done and quiet. */
export const KITCHEN_COLOR: Record<LineKitchenState, string> = {
  waiting: 'gray',
  fired: 'blue',
  preparing: 'orange',
  ready: 'green',
  served: 'teal',
};

/** Where a saved line is in the kitchen. */
export function LineKitchenBadge({ state }: { state: LineKitchenState }) {
  const { t } = useTranslation();
  const label = t(`pos.kitchen.states.${state}`);
  return (
    <Badge
      size="sm"
      radius="sm"
      color={KITCHEN_COLOR[state]}
      variant={state === 'ready' ? 'filled' : 'light'}
      aria-label={t('pos.kitchen.line', { state: label })}
      data-kitchen-state={state}
    >
      {label}
    </Badge>
  );
}

/** An order at the pass: in the kitchen, ready (filled, to stand out) or served. */
export function OrderKitchenBadge({
  status,
  size = 'md',
}: {
  status: OrderKitchenStatus;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const label = t(`pos.kitchen.order.${status}`);
  return (
    <Badge
      size={size}
      radius="sm"
      color={KITCHEN_COLOR[status]}
      variant={status === 'ready' ? 'filled' : 'light'}
      leftSection={<IconChefHat size={size === 'lg' ? 16 : 14} />}
      aria-label={t('pos.kitchen.status', { status: label })}
      data-kitchen-status={status}
    >
      {label}
    </Badge>
  );
}

/**
 * The continued order at the pass, under its ticket number: in the kitchen, ready (standing out,
 * with "Served" to say it went to the table: POST /v1/kitchen/serve) or served. Nothing while none
 * of it was sent.
 */
export function CartKitchen({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation();
  const serve = useServeOrder();
  const order = cart.order;
  const status = order?.kitchenStatus;
  if (!order || !status) return null;
  const number = formatNumber(order.ticketNumber, locale);
  return (
    <Group gap={6} justify="space-between" mih={36} data-testid="order-kitchen" data-status={status}>
      <OrderKitchenBadge status={status} size="lg" />
      {status === 'ready' && (
        <Button
          size="sm"
          mih={36}
          color="green"
          leftSection={<IconCheck size={16} />}
          loading={serve.isPending}
          aria-label={t('pos.kitchen.serveAria', { number })}
          onClick={() =>
            serve.mutate(order.id, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('pos.kitchen.served', { number }) }),
              onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
            })
          }
        >
          {t('pos.kitchen.serve')}
        </Button>
      )}
    </Group>
  );
}
