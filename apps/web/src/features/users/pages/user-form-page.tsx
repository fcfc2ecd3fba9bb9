import { Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useRoleOptions, useUser } from '../api';
import { UserForm } from '../components/user-form';

/** /admin/users/create and /admin/users/edit/:id. */
export function UserFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const user = useUser(id);
  const roles = useRoleOptions();

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  const failed = (id !== null && user.isError) || roles.isError;
  if (failed)
    return (
      <QueryError
        error={user.error ?? roles.error}
        onRetry={() => void Promise.all([user.refetch(), roles.refetch()])}
      />
    );
  if ((id !== null && user.isPending) || roles.isPending) return <Loader m="xl" />;
  if (id !== null && !user.data) return <NotFoundView />;

  const existing = user.data ?? null;
  const onSaved = () => {
    notifySuccess(t('users.saved'));
    void navigate(to('/admin/users'));
  };

  return (
    <Stack gap={0}>
      <PageHeader title={existing ? t('users.editTitle', { name: existing.name }) : t('users.createTitle')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <UserForm key={existing?.id ?? 'new'} user={existing} roles={roles.data} onSaved={onSaved} />
      </Paper>
    </Stack>
  );
}
