import { Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ProfileUpdate, type User } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { EmailInput } from '@cashier/ui/contact-inputs';
import { useSchemaForm } from '@/lib/form';
import {
  localeFromPath,
  localizePath,
  LOCALES,
  stripLocale,
  writeLocaleCookie,
} from '@cashier/web-core/locale';
import { notifySuccess } from '@/lib/notify';
import { formRule } from '@/lib/zod-message';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors } from './profile-errors';
import { Section } from './section';

const changesEmail = (email: string, user: User) => email.trim().toLowerCase() !== user.email;

/** The profile body's details; a new e-mail signs you in from now on, so it needs the current password. */
function detailsSchema(user: User) {
  return ProfileUpdate.pick({ name: true, email: true, locale: true })
    .extend({ currentPassword: z.string().max(1024) })
    .refine((v) => !changesEmail(v.email, user) || v.currentPassword !== '', {
      path: ['currentPassword'],
      params: formRule('profile.emailNeedsPassword'),
      when: () => true,
    });
}

/** Name, e-mail and language. */
export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const save = useUpdateProfile();
  const schema = useMemo(() => detailsSchema(user), [user]);
  const form = useSchemaForm({
    schema,
    initialValues: { name: user.name, email: user.email, locale: user.locale, currentPassword: '' },
  });
  const emailChanged = changesEmail(form.values.email, user);

  const submit = form.onSubmit(({ currentPassword, ...details }) => {
    const body = { ...details, ...(emailChanged ? { currentPassword } : {}) };
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setFieldValue('currentPassword', '');
        notifySuccess(t('profile.saved'));
        // A language just chosen takes over the back office, as the language menu does.
        if (saved.locale !== user.locale && saved.locale !== localeFromPath(pathname)) {
          writeLocaleCookie(saved.locale);
          void navigate(localizePath(stripLocale(pathname), saved.locale) + search + hash);
        }
      },
      onError: (e) => {
        form.setErrors(profileFieldErrors(e, t));
        notifyProfileError(e, t);
      },
    });
  });

  return (
    <Section title={t('profile.details')} hint={t('profile.detailsHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('profile.name')}
            maxLength={100}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <EmailInput
            label={t('profile.email')}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          {emailChanged && (
            <PasswordInput
              label={t('profile.currentPassword')}
              description={t('profile.emailNeedsPassword')}
              dir="ltr"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <NativeSelect
            label={t('profile.language')}
            description={t('profile.languageHint')}
            data={LOCALES.map((l) => ({ value: l, label: t(`users.languages.${l}`) }))}
            {...form.getInputProps('locale')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.saveDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
