import { Badge } from '@mantine/core';
import type { OrderStatus } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same on every sales screen. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  waiting: 'yellow',
  new: 'blue',
  'in-progress': 'orange',
  'in-delivery': 'grape',
  completed: 'teal',
  canceled: 'red',
  rejected: 'gray',
};

export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} size={size} style={{ flexShrink: 0 }}>
      {t(`sales.statuses.${status}`)}
    </Badge>
  );
}
