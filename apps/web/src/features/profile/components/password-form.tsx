import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ProfileUpdate, type User } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { formRule } from '@/lib/zod-message';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors } from './profile-errors';
import { Section } from './section';

/** The profile body's password change, both needed here, and the new one typed twice. */
const PasswordFormSchema = z
  .object({
    currentPassword: ProfileUpdate.shape.currentPassword.unwrap().min(1),
    newPassword: ProfileUpdate.shape.newPassword.unwrap(),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.newPassword, {
    path: ['confirm'],
    params: formRule('profile.errors.mismatch'),
    when: () => true,
  });

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Current, new and repeated password; the server ends every other session of yours. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const form = useSchemaForm({ schema: PasswordFormSchema, initialValues: empty });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    save.mutate(
      { name: user.name, email: user.email, locale: user.locale, currentPassword, newPassword },
      {
        onSuccess: () => {
          form.setValues(empty);
          notifySuccess(t('profile.passwordChanged'));
        },
        onError: (e) => {
          form.setErrors(profileFieldErrors(e, t));
          notifyProfileError(e, t);
        },
      },
    ),
  );

  return (
    <Section title={t('profile.password')} hint={t('profile.passwordHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.currentPassword')}
            dir="ltr"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('profile.newPasswordHint')}
            dir="ltr"
            maxLength={1024}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.confirmPassword')}
            dir="ltr"
            maxLength={1024}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
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
