import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { LoginBody, type User } from '@cashier/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@cashier/ui/contact-inputs';
import { fieldErrors, isApiError } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { errorMessage } from '@/lib/notify';
import { useLogin } from '../api';

function failureText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return errorMessage(error);
  if (error.status === 401) return t('auth.badCredentials');
  if (error.status === 400) return t('auth.checkFields');
  // A 429 says, in the user's language, how long to wait: seconds while slowed down, minutes when locked.
  return errorMessage(error);
}

/** Email + password, checked as the server checks them. A failed sign-in always says why. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: User | undefined) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm({ schema: LoginBody, initialValues: { email: '', password: '' } });
  const failure = login.error;

  const submit = form.onSubmit((body) =>
    login.mutate(body, {
      onSuccess: ({ user: [user] }) => onSignedIn(user),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} title={t('auth.failed')} role="alert">
            {failureText(failure, t)}
          </Alert>
        )}
        <EmailInput
          label={t('auth.email')}
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
