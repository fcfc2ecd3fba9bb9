import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Permission, Role } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRoleLabel } from '@/lib/staff';
import { useSaveRole } from '../api';
import { roleFailure } from './role-errors';

interface PendingRoleProps {
  role: Role;
  draft: Permission[];
  onSaved: () => void;
  onDiscard: () => void;
}

/** One role with unsaved ticks: its own Save (one request per role) and Discard. */
function PendingRole({ role, draft, onSaved, onDiscard }: PendingRoleProps) {
  const { t } = useTranslation();
  const label = useRoleLabel()(role.name);
  const save = useSaveRole();

  function submit() {
    save.mutate(
      { id: role.id, body: { name: role.name, description: role.description, permissions: draft } },
      {
        onSuccess: () => {
          onSaved();
          notifySuccess(t('roles.saved', { name: label }));
        },
        onError: (error) => notifyError(roleFailure(error, t), t('roles.saveFailed')),
      },
    );
  }

  return (
    <Paper
      bg="orange.0"
      radius="md"
      px="md"
      py={6}
      role="group"
      aria-label={t('roles.unsavedIn', { role: label })}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('roles.unsavedIn', { role: label })}
        </Text>
        <Group gap="xs">
          <Button
            h={44}
            variant="default"
            onClick={onDiscard}
            disabled={save.isPending}
            aria-label={t('roles.discardNamed', { role: label })}
          >
            {t('roles.discard')}
          </Button>
          <Button
            h={44}
            onClick={submit}
            loading={save.isPending}
            aria-label={t('roles.saveNamed', { role: label })}
          >
            {t('roles.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

interface PendingChangesProps {
  roles: Role[];
  drafts: Partial<Record<number, Permission[]>>;
  onSaved: (role: Role) => void;
  onDiscard: (role: Role) => void;
}

/** The roles with unsaved ticks, each saved or discarded on its own. */
export function PendingChanges({ roles, drafts, onSaved, onDiscard }: PendingChangesProps) {
  const pending = roles.flatMap((role) => {
    const draft = drafts[role.id];
    return draft ? [{ role, draft }] : [];
  });
  if (!pending.length) return null;
  return (
    <Stack gap="xs">
      {pending.map(({ role, draft }) => (
        <PendingRole
          key={role.id}
          role={role}
          draft={draft}
          onSaved={() => onSaved(role)}
          onDiscard={() => onDiscard(role)}
        />
      ))}
    </Stack>
  );
}
