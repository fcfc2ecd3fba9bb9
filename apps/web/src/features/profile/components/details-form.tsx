import { Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { User } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TranslationKey } from '@/lib/i18n';
import {
  localeFromPath,
  localizePath,
  LOCALES,
  stripLocale,
  writeLocaleCookie,
  type Locale,
} from '@/lib/locale';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors, translateAll } from './profile-errors';
import { Section } from './section';

/** Name, e-mail and language. A new e-mail signs you in from now on, so it needs the current password. */
export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const save = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [locale, setLocale] = useState<Locale>(user.locale);
  const [currentPassword, setCurrentPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const errors = { ...profileFieldErrors(save.error, t), ...problems };
  const emailChanged = email.trim().toLowerCase() !== user.email;

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, TranslationKey> = {};
    if (!name.trim()) missing.name = 'common.required';
    if (!email.trim()) missing.email = 'common.required';
    if (emailChanged && !currentPassword) missing.currentPassword = 'profile.emailNeedsPassword';
    setProblems(translateAll(missing, t));
    if (Object.keys(missing).length) return;
    const body = {
      name: name.trim(),
      email: email.trim(),
      locale,
      ...(emailChanged ? { currentPassword } : {}),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        setCurrentPassword('');
        notifySuccess(t('profile.saved'));
        // A language just chosen takes over the back office, as the language menu does.
        if (saved.locale !== user.locale && saved.locale !== localeFromPath(pathname)) {
          writeLocaleCookie(saved.locale);
          void navigate(localizePath(stripLocale(pathname), saved.locale) + search + hash);
        }
      },
      onError: (e) => notifyProfileError(e, t),
    });
  }

  return (
    <Section title={t('profile.details')} hint={t('profile.detailsHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('profile.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            autoComplete="name"
            required
          />
          <TextInput
            label={t('profile.email')}
            type="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            maxLength={254}
            autoComplete="email"
            required
          />
          {emailChanged && (
            <PasswordInput
              label={t('profile.currentPassword')}
              description={t('profile.emailNeedsPassword')}
              dir="ltr"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
              error={errors.currentPassword}
              autoComplete="current-password"
              required
            />
          )}
          <NativeSelect
            label={t('profile.language')}
            description={t('profile.languageHint')}
            data={LOCALES.map((l) => ({ value: l, label: t(`users.languages.${l}`) }))}
            value={locale}
            onChange={(e) => setLocale(e.currentTarget.value === 'ar' ? 'ar' : 'en')}
            error={errors.locale}
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
