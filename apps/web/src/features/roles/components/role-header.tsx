import { ActionIcon, Badge, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import type { Role } from '@cashier/contracts';
import { IconDots, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRoleLabel } from '@/lib/staff';
import { confirmDelete } from '@/components/confirm-delete';
import { useDeleteRole } from '../api';
import { roleFailure } from './role-errors';

interface RoleHeaderProps {
  role: Role;
  /** Whether the role has unsaved ticks. */
  dirty: boolean;
  /** Whether the signed-in user may change this role at all. */
  editable: boolean;
  onRename: () => void;
}

/** A role's column head: name, user count, its menu (rename, delete), and a mark while it has unsaved ticks. */
export function RoleHeader({ role, dirty, editable, onRename }: RoleHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = useRoleLabel()(role.name);
  const remove = useDeleteRole();

  function askDelete() {
    confirmDelete({
      title: t('roles.deleteTitle'),
      message: t('roles.deleteConfirm', { name: label }),
      onConfirm: () =>
        remove.mutate(role.id, {
          onSuccess: () => notifySuccess(t('roles.deleted', { name: label })),
          onError: (error) => notifyError(roleFailure(error, t), t('roles.deleteFailed')),
        }),
    });
  }

  return (
    <Stack gap={4} align="center" miw={96}>
      <Group gap={4} wrap="nowrap" justify="center">
        {role.system && (
          <Tooltip
            label={t('roles.locked')}
            multiline
            w={240}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('roles.locked')}>
              <IconLock size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Text fw={700} size="sm" ta="center">
          {label}
        </Text>
        {editable && !role.system && (
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('roles.roleMenu', { role: label })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
                {t('roles.rename')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={askDelete}>
                {t('roles.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Text size="xs" c="dimmed" fw={400}>
        {t('roles.userCount', { n: formatNumber(role.userCount, locale) })}
      </Text>
      {dirty && (
        <Badge color="orange" variant="light" tt="none">
          {t('roles.unsavedShort')}
        </Badge>
      )}
    </Stack>
  );
}
