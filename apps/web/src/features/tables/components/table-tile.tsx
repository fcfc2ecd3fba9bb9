import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TableStatus, TableWithOrder } from '@cashier/contracts';
import { IconChefHat, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { StatusMenu } from './status-menu';
import { STATUS_COLOR, TableStatusBadge } from './table-status';

interface TableTileProps {
  table: TableWithOrder;
  /** Null when the user may not change statuses. */
  onStatus: ((status: TableStatus) => void) | null;
  changing: boolean;
  /** Whether the user takes orders: the tile then opens its order, or a new one, at the till. */
  canSell: boolean;
}

/** One table on the floor view: its status colour, seats, and the open order's ticket and total. */
export function TableTile({ table, onStatus, changing, canSell }: TableTileProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const color = STATUS_COLOR[table.status];
  const order = table.openOrder;

  return (
    <Paper
      component="article"
      aria-label={table.name}
      data-status={table.status}
      withBorder
      radius="md"
      p="sm"
      pe={4}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderTop: `5px solid var(--mantine-color-${color}-6)`, minHeight: 148 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Text fw={700} size="xl" lh={1.2} pt={6} style={{ overflowWrap: 'anywhere' }}>
          {table.name}
        </Text>
        {onStatus && (
          <StatusMenu name={table.name} status={table.status} loading={changing} onChange={onStatus} />
        )}
      </Group>
      <Stack gap={6} mt={4} pe="xs">
        <Group gap={4}>
          <TableStatusBadge status={table.status} />
          {order?.kitchenStatus === 'ready' && <ReadyBadge ticketNumber={order.ticketNumber} />}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('tables.seatsValue', { value: formatNumber(table.seats, locale) })}</Text>
        </Group>
        {order ? (
          <Group gap={4} wrap="nowrap">
            <IconReceipt size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {t('tables.ticket', { number: formatNumber(order.ticketNumber, locale) })}
              {' · '}
              <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.total, currency, locale)}
              </Text>
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tables.noOrder')}
          </Text>
        )}
        {table.openOrderCount > 1 && (
          <Text size="xs" c="dimmed">
            {t('tables.moreOrders', { value: formatNumber(table.openOrderCount - 1, locale) })}
          </Text>
        )}
        {canSell && (
          <Button
            component={Link}
            to={to(order ? `/admin/pos/${order.id}` : `/admin/pos?table=${table.id}`)}
            variant={order ? 'filled' : 'light'}
            size="sm"
            mih={40}
            aria-label={t(order ? 'tables.openOrderOf' : 'tables.newOrderAt', { name: table.name })}
          >
            {t(order ? 'tables.openOrder' : 'tables.newOrder')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The open order's food is ready at the pass, to take to the table. */
function ReadyBadge({ ticketNumber }: { ticketNumber: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Badge
      color="green"
      variant="filled"
      radius="sm"
      leftSection={<IconChefHat size={14} />}
      aria-label={t('tables.readyAria', { number: formatNumber(ticketNumber, locale) })}
      data-testid="table-ready"
    >
      {t('tables.ready')}
    </Badge>
  );
}
