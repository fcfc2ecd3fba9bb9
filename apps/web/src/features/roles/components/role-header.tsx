import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import type { Permission, Role } from '@cashier/contracts';
import { IconDots, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRoleLabel } from '@/lib/staff';
import { confirmDelete } from '@/components/confirm-delete';
import { useDeleteRole, useSaveRole } from '../api';
import { roleErrorMessage } from './role-errors';

interface RoleHeaderProps {
  role: Role;
  /** The unsaved permissions, when they differ from the saved ones. */
  draft: Permission[] | undefined;
  /** Whether the signed-in user may change this role at all. */
  editable: boolean;
  onSaved: () => void;
  onDiscard: () => void;
  onRename: () => void;
}

/** A role's column head: name, user count, its menu, and Save/Discard while it has unsaved changes. */
export function RoleHeader({ role, draft, editable, onSaved, onDiscard, onRename }: RoleHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = useRoleLabel()(role.name);
  const save = useSaveRole();
  const remove = useDeleteRole();
  const failure = (error: unknown) => new ApiRequestError(0, 'RULE_BROKEN', roleErrorMessage(error, t));

  function saveDraft() {
    if (!draft) return;
    save.mutate(
      { id: role.id, body: { name: role.name, description: role.description, permissions: draft } },
      {
        onSuccess: () => {
          onSaved();
          notifySuccess(t('roles.saved', { name: label }));
        },
        onError: (error) => notifyError(failure(error), t('roles.saveFailed')),
      },
    );
  }

  function askDelete() {
    confirmDelete({
      title: t('roles.deleteTitle'),
      message: t('roles.deleteConfirm', { name: label }),
      onConfirm: () =>
        remove.mutate(role.id, {
          onSuccess: () => notifySuccess(t('roles.deleted', { name: label })),
          onError: (error) => notifyError(failure(error), t('roles.deleteFailed')),
        }),
    });
  }

  return (
    <Stack gap={4} align="center" miw={128}>
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
      {draft && (
        <Stack gap={6} w="100%">
          <Badge color="orange" variant="light" fullWidth>
            {t('roles.unsaved')}
          </Badge>
          <Button
            h={44}
            onClick={saveDraft}
            loading={save.isPending}
            aria-label={t('roles.saveNamed', { role: label })}
          >
            {t('roles.save')}
          </Button>
          <Button
            h={44}
            variant="default"
            onClick={onDiscard}
            disabled={save.isPending}
            aria-label={t('roles.discardNamed', { role: label })}
          >
            {t('roles.discard')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
