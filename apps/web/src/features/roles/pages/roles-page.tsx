import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@/lib/modals';
import type { Permission, Role } from '@cashier/contracts';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { useCan } from '@/lib/can';
import { useRoles } from '../api';
import { PendingChanges } from '../components/pending-changes';
import { samePermissions } from '../components/permission-areas';
import { RoleNameModal } from '../components/role-name-modal';
import { RolesMatrix } from '../components/roles-matrix';

type Drafts = Partial<Record<number, Permission[]>>;

/** /admin/settings/roles: the role × permission matrix, saved one role at a time. */
export function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useRoles();
  const [drafts, setDrafts] = useState<Drafts>({});
  // The role being renamed, 'new' while creating one, null when the dialog is closed.
  const [naming, setNaming] = useState<Role | 'new' | null>(null);
  const manage = can('roles.manage');
  const dirty = Object.keys(drafts).length > 0;
  useLeaveGuard(dirty);

  const drop = (role: Role) =>
    setDrafts((all) => {
      const { [role.id]: _dropped, ...rest } = all;
      return rest;
    });
  const toggle = (role: Role, permission: Permission) =>
    setDrafts((all) => {
      const current = all[role.id] ?? role.permissions;
      const next = current.includes(permission)
        ? current.filter((p) => p !== permission)
        : [...current, permission];
      const { [role.id]: _old, ...rest } = all;
      // Ticking back to what is saved is not a change.
      return samePermissions(next, role.permissions) ? rest : { ...rest, [role.id]: next };
    });

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('roles.title')}
        actions={
          manage && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setNaming('new')}>
              {t('roles.create')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {manage ? (
            <Text size="sm" c="dimmed">
              {t('roles.intro')}
            </Text>
          ) : (
            <Alert color="blue" icon={<IconInfoCircle />}>
              {t('roles.readOnly')}
            </Alert>
          )}
          {roles.isPending && <Loader m="xl" />}
          {roles.isError && <QueryError error={roles.error} onRetry={() => void roles.refetch()} />}
          {roles.isSuccess &&
            (roles.data.roles.length ? (
              <>
                <PendingChanges roles={roles.data.roles} drafts={drafts} onSaved={drop} onDiscard={drop} />
                <RolesMatrix
                  roles={roles.data.roles}
                  permissions={roles.data.permissions}
                  drafts={drafts}
                  // The server refuses a change to a role holding what the editor lacks.
                  editable={(role) => manage && !role.system && role.permissions.every((p) => can(p))}
                  grantable={(permission) => can(permission)}
                  onToggle={toggle}
                  onRename={setNaming}
                />
              </>
            ) : (
              <Text c="dimmed" py="xl" ta="center">
                {t('roles.empty')}
              </Text>
            ))}
        </Stack>
      </Paper>
      {naming && (
        <RoleNameModal opened role={naming === 'new' ? null : naming} onClose={() => setNaming(null)} />
      )}
    </Stack>
  );
}

/** Asks before leaving the screen with unsaved ticks. */
function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    modals.openConfirmModal({
      title: t('roles.leaveTitle'),
      children: <Text size="sm">{t('roles.leaveMessage')}</Text>,
      labels: { confirm: t('roles.leave'), cancel: t('roles.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        decided = true;
        blocker.proceed();
      },
      onCancel: () => {
        decided = true;
        blocker.reset();
      },
      onClose: () => {
        if (!decided) blocker.reset();
      },
    });
  }, [blocker, t]);
}
