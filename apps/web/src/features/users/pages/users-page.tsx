import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { useLocalizedPath } from '@/lib/paths';
import { useRoleLabel } from '@/lib/staff';
import { useUsers } from '../api';
import { LockoutsPanel } from '../components/lockouts-panel';
import { useConfirmDeleteUser } from '../components/use-delete-user';
import { UsersTable } from '../components/users-table';

/** /admin/users: every staff member with their role, status, PIN and language. */
export function UsersPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const roleLabel = useRoleLabel();
  const [search, setSearch] = useState('');
  const users = useUsers();
  const confirmDelete = useConfirmDeleteUser();
  const rows = useMemo(
    () => (users.data ?? []).filter((u) => matchesSearch(search, u.name, u.email, roleLabel(u.role))),
    [users.data, search, roleLabel],
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('users.title')}
        actions={
          <Button component={Link} to={to('/admin/users/create')} leftSection={<IconPlus size={18} />}>
            {t('users.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group mb="md">
          <SearchInput value={search} onChange={setSearch} />
        </Group>
        {users.isPending && <Loader m="xl" />}
        {users.isError && <QueryError error={users.error} onRetry={() => void users.refetch()} />}
        {users.isSuccess &&
          (rows.length ? (
            <UsersTable users={rows} onDelete={confirmDelete} filterKey={search} />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search ? t('common.noMatch') : t('users.empty')}
            </Text>
          ))}
      </Paper>
      <LockoutsPanel />
    </Stack>
  );
}
