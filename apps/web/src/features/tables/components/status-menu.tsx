import { ActionIcon, Menu } from '@mantine/core';
import { TABLE_STATUSES, type TableStatus } from '@cashier/contracts';
import { IconCheck, IconCircleFilled, IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from './table-status';

interface StatusMenuProps {
  name: string;
  status: TableStatus;
  loading: boolean;
  onChange: (status: TableStatus) => void;
}

/** The menu on a floor tile that marks the table available, occupied, reserved or cleaning. */
export function StatusMenu({ name, status, loading, onChange }: StatusMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          loading={loading}
          aria-label={t('tables.changeStatusOf', { name })}
        >
          <IconDotsVertical size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('tables.setStatus')}</Menu.Label>
        {TABLE_STATUSES.map((s) => (
          <Menu.Item
            key={s}
            leftSection={<IconCircleFilled size={12} color={`var(--mantine-color-${STATUS_COLOR[s]}-6)`} />}
            rightSection={s === status ? <IconCheck size={16} aria-hidden /> : null}
            disabled={s === status}
            onClick={() => onChange(s)}
            mih={44}
          >
            {t(`tables.statuses.${s}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
