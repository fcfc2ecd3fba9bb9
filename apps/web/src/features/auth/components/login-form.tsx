import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { useLogin } from '../api';

function failureText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return errorMessage(error);
  if (error.status === 401) return t('auth.badCredentials');
  if (error.status === 400) return t('auth.checkFields');
  // A 429 says, in the user's language, how long to wait: seconds while slowed down, minutes when locked.
  return errorMessage(error);
}

/** Email + password. A failed sign-in always says why. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const failure = login.error;
  const fields = isApiError(failure) ? failure.fields : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: !email.trim(), password: !password };
    setMissing(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} title={t('auth.failed')} role="alert">
            {failureText(failure, t)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={missing.email ? t('common.required') : fields.email}
          required
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={missing.password ? t('common.required') : fields.password}
          required
        />
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
