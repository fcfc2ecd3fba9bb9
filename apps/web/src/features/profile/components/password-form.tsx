import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { User } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors, translateAll } from './profile-errors';
import { Section } from './section';

const MIN_PASSWORD = 10;

/** Current, new and repeated password; the server ends every other session of yours. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const errors = { ...profileFieldErrors(save.error, t), ...problems };

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, TranslationKey> = {};
    if (!current) missing.currentPassword = 'common.required';
    if (!next) missing.newPassword = 'common.required';
    else if (next.length < MIN_PASSWORD) missing.newPassword = 'profile.errors.passwordShort';
    if (next && confirm !== next) missing.confirm = 'profile.errors.mismatch';
    setProblems(translateAll(missing, t));
    if (Object.keys(missing).length) return;
    save.mutate(
      {
        name: user.name,
        email: user.email,
        locale: user.locale,
        currentPassword: current,
        newPassword: next,
      },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          notifySuccess(t('profile.passwordChanged'));
        },
        onError: (e) => notifyProfileError(e, t),
      },
    );
  }

  return (
    <Section title={t('profile.password')} hint={t('profile.passwordHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.currentPassword')}
            dir="ltr"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('profile.newPasswordHint')}
            dir="ltr"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={errors.newPassword}
            maxLength={1024}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={t('profile.confirmPassword')}
            dir="ltr"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
            maxLength={1024}
            autoComplete="new-password"
            required
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
