import { Badge, Group, Text } from '@mantine/core';
import type { StaffUser } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { useLocalizedPath } from '@/lib/paths';
import { useCurrentUser } from '@cashier/web-core/session';
import { useRoleLabel } from '@/lib/staff';

interface UsersTableProps {
  users: StaffUser[];
  onDelete: (user: StaffUser) => void;
  /** The search text: a new one goes back to the first page. */
  filterKey: string;
}

/** A user's name, marked when it is the one signed in. */
function UserName({ name, me }: { name: string; me: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {me && (
        <Badge size="sm" variant="outline">
          {t('users.you')}
        </Badge>
      )}
    </Group>
  );
}

export function UsersTable({ users, onDelete, filterKey }: UsersTableProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const roleLabel = useRoleLabel();
  const meId = useCurrentUser()?.id;

  const columns = useMemo(
    (): Column<StaffUser>[] => [
      {
        key: 'name',
        header: t('users.name'),
        sortValue: (u) => u.name,
        render: (u) => <UserName name={u.name} me={u.id === meId} />,
      },
      {
        key: 'email',
        header: t('users.email'),
        sortValue: (u) => u.email,
        render: (u) => (
          <Text size="sm" dir="ltr" span>
            {u.email}
          </Text>
        ),
      },
      {
        key: 'role',
        header: t('users.role'),
        sortValue: (u) => roleLabel(u.role),
        render: (u) => roleLabel(u.role),
      },
      {
        key: 'status',
        header: t('users.status'),
        sortValue: (u) => (u.active ? 0 : 1),
        render: (u) => (
          <Badge color={u.active ? 'teal' : 'gray'} variant="light">
            {u.active ? t('users.enabled') : t('users.disabled')}
          </Badge>
        ),
      },
      {
        key: 'pin',
        header: t('users.pin'),
        sortValue: (u) => (u.hasPin ? 0 : 1),
        render: (u) => (
          <Text size="sm" c={u.hasPin ? undefined : 'dimmed'}>
            {u.hasPin ? t('users.pinSet') : t('users.pinNotSet')}
          </Text>
        ),
      },
      {
        key: 'locale',
        header: t('users.language'),
        sortValue: (u) => t(`users.languages.${u.locale}`),
        render: (u) => t(`users.languages.${u.locale}`),
      },
      {
        key: 'actions',
        header: t('common.actions'),
        align: 'end',
        render: (u) => (
          <RowActions name={u.name} editTo={to(`/admin/users/edit/${u.id}`)} onDelete={() => onDelete(u)} />
        ),
      },
    ],
    [t, to, roleLabel, meId, onDelete],
  );

  return (
    <DataTable
      rows={users}
      columns={columns}
      rowKey={(u) => u.id}
      filterKey={filterKey}
      initialSort="name"
      minWidth={860}
      label={t('users.title')}
    />
  );
}
