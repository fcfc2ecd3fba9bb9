import { Badge, Button } from '@mantine/core';
import type { LineKitchenState, OrderKitchenStatus } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChefHat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { errorMessage } from '@/lib/notify';
import { useServeOrder } from '../api';
import type { Cart } from '../cart';

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

/** The continued order's status at the pass, beside its ticket number; nothing while none was sent. */
export function CartKitchenStatus({ cart }: { cart: Cart }) {
  const status = cart.order?.kitchenStatus;
  if (!status) return null;
  return (
    <span data-testid="order-kitchen" data-status={status} style={{ display: 'inline-flex' }}>
      <OrderKitchenBadge status={status} />
    </span>
  );
}

/** "Served", once the continued order's food is all ready: it went to the table (POST /v1/kitchen/serve). */
export function ServeButton({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation();
  const serve = useServeOrder();
  const order = cart.order;
  if (order?.kitchenStatus !== 'ready') return null;
  const number = formatNumber(order.ticketNumber, locale);
  return (
    <Button
      size="md"
      color="green"
      fullWidth
      leftSection={<IconCheck size={18} />}
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
  );
}
