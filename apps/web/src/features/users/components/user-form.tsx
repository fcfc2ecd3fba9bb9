import {
  NativeSelect,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Role, StaffUser } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { LOCALES } from '@/lib/locale';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useRoleLabel } from '@/lib/staff';
import { useSaveUser } from '../api';
import { userFieldErrors, userSaveFailure } from './user-errors';
import { initialValues, toUserBody, type PinMode, type UserValues } from './user-values';
import { FormActions } from '@/components/form-actions';

interface UserFormProps {
  user: StaffUser | null;
  roles: Role[];
  onSaved: () => void;
}

export function UserForm({ user, roles, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const me = useCurrentUser();
  const roleLabel = useRoleLabel();
  const locale = useLocale();
  const save = useSaveUser(user?.id ?? null);
  const [values, setValues] = useState(() => initialValues(user, locale));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const self = user !== null && user.id === me?.id;
  const errors = { ...userFieldErrors(save.error, t, self), ...problems };
  const set =
    <K extends keyof UserValues>(key: K) =>
    (value: UserValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const held = new Set(me?.permissions ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toUserBody(values, user === null);
    setProblems(
      'problems' in result
        ? Object.fromEntries(Object.entries(result.problems).map(([k, v]) => [k, t(v)]))
        : {},
    );
    if ('body' in result) {
      save.mutate(result.body, {
        onSuccess: onSaved,
        onError: (e) => notifyError(userSaveFailure(e, t, self), t('common.saveFailed')),
      });
    }
  }

  const roleData = [
    { value: '', label: t('users.chooseRole'), disabled: true },
    ...roles.map((r) => ({
      value: String(r.id),
      label: roleLabel(r.name),
      // A role holding more than the editor holds is refused by the server; keep the user's own.
      disabled: r.id !== user?.roleId && !r.permissions.every((p) => held.has(p)),
    })),
  ];
  const pinModes: { value: PinMode; label: string }[] = user?.hasPin
    ? [
        { value: 'keep', label: t('users.pinKeep') },
        { value: 'set', label: t('users.pinChange') },
        { value: 'clear', label: t('users.pinClear') },
      ]
    : [
        { value: 'keep', label: t('users.pinNone') },
        { value: 'set', label: t('users.pinChange') },
      ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('users.name')}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            autoComplete="off"
            required
          />
          <TextInput
            label={t('users.email')}
            type="email"
            dir="ltr"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errors.email}
            maxLength={254}
            autoComplete="off"
            required
          />
          <NativeSelect
            label={t('users.role')}
            data={roleData}
            value={values.roleId}
            onChange={(e) => set('roleId')(e.currentTarget.value)}
            error={errors.roleId}
            required
          />
          <NativeSelect
            label={t('users.language')}
            data={LOCALES.map((l) => ({ value: l, label: t(`users.languages.${l}`) }))}
            value={values.locale}
            onChange={(e) => set('locale')(e.currentTarget.value === 'ar' ? 'ar' : 'en')}
            error={errors.locale}
          />
          <PasswordInput
            label={t('users.password')}
            description={user ? t('users.passwordKeepHint') : t('users.passwordHint')}
            dir="ltr"
            value={values.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
            error={errors.password}
            maxLength={1024}
            autoComplete="new-password"
            required={user === null}
          />
          <Stack gap={6}>
            {user && (
              <>
                <Text size="sm" fw={500} id="user-pin-mode">
                  {t('users.pinMode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="user-pin-mode"
                  value={values.pinMode}
                  onChange={(v) => set('pinMode')(v as PinMode)}
                  data={pinModes}
                  w="fit-content"
                />
              </>
            )}
            {values.pinMode === 'set' && (
              <PasswordInput
                label={user ? t('users.newPin') : t('users.pinLabel')}
                description={user ? undefined : t('users.pinHint')}
                dir="ltr"
                inputMode="numeric"
                value={values.pin}
                onChange={(e) => set('pin')(e.currentTarget.value)}
                error={errors.pin}
                maxLength={6}
                autoComplete="off"
              />
            )}
            {values.pinMode !== 'set' && errors.pin && (
              <Text size="sm" c="red">
                {errors.pin}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Switch
          label={t('users.active')}
          description={t('users.activeHint')}
          checked={values.active}
          onChange={(e) => set('active')(e.currentTarget.checked)}
          error={errors.active}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/users')} />
      </Stack>
    </form>
  );
}
