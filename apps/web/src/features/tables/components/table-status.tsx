import { Badge, type MantineColor } from '@mantine/core';
import type { TableStatus } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same on the floor view, the list and the legend. */
export const STATUS_COLOR: Record<TableStatus, MantineColor> = {
  available: 'teal',
  occupied: 'red',
  reserved: 'orange',
  cleaning: 'blue',
};

export function TableStatusBadge({ status }: { status: TableStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" style={{ flexShrink: 0 }}>
      {t(`tables.statuses.${status}`)}
    </Badge>
  );
}
