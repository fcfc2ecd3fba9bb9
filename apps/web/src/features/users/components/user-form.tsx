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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@cashier/ui/contact-inputs';
import { FormActions } from '@cashier/ui/form-actions';
import { PinInput } from '@cashier/ui/pin-input';
import { useSchemaForm, type SchemaForm } from '@/lib/form';
import { useLocale } from '@/lib/i18n';
import { LOCALES } from '@cashier/web-core/locale';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { withFieldMessage } from '@/lib/server-errors';
import { useCurrentUser } from '@cashier/web-core/session';
import { useRoleLabel } from '@/lib/staff';
import { useSaveUser } from '../api';
import { userFieldErrors } from './user-errors';
import { initialValues, toUserBody, userFormSchema, type PinMode } from './user-values';

/**
 * What happens to the PIN: on edit, keep, change or clear it (`hasPin` is null for a new user,
 * who gets one when it is typed).
 */
function PinFields({
  form,
  hasPin,
}: {
  form: SchemaForm<ReturnType<typeof userFormSchema>>;
  hasPin: boolean | null;
}) {
  const { t } = useTranslation();
  const { pinMode } = form.values;
  const modes: { value: PinMode; label: string }[] = [
    { value: 'keep', label: hasPin ? t('users.pinKeep') : t('users.pinNone') },
    { value: 'set', label: t('users.pinChange') },
    ...(hasPin ? [{ value: 'clear' as const, label: t('users.pinClear') }] : []),
  ];
  return (
    <Stack gap={6}>
      {hasPin !== null && (
        <>
          <Text size="sm" fw={500} id="user-pin-mode">
            {t('users.pinMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="user-pin-mode"
            data={modes}
            w="fit-content"
            {...form.getInputProps('pinMode', { withError: false })}
          />
        </>
      )}
      {pinMode === 'set' && (
        <PinInput
          label={hasPin === null ? t('users.pinLabel') : t('users.newPin')}
          description={hasPin === null ? t('users.pinHint') : undefined}
          {...form.getInputProps('pin')}
        />
      )}
      {pinMode !== 'set' && form.errors.pin && (
        <Text size="sm" c="red">
          {form.errors.pin}
        </Text>
      )}
    </Stack>
  );
}

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
  const isNew = user === null;
  const self = user !== null && user.id === me?.id;
  const schema = useMemo(() => userFormSchema(isNew), [isNew]);
  const form = useSchemaForm({
    schema,
    initialValues: initialValues(user, locale),
    messages: { pin: { required: t('validation.pin') } },
  });
  const held = new Set(me?.permissions ?? []);

  const submit = form.onSubmit((checked) =>
    save.mutate(toUserBody(checked, isNew), {
      onSuccess: onSaved,
      onError: (e) => {
        const fields = userFieldErrors(e, t, self);
        form.setErrors(fields);
        notifyError(withFieldMessage(e, fields), t('common.saveFailed'));
      },
    }),
  );

  const roleData = [
    { value: '', label: t('users.chooseRole'), disabled: true },
    ...roles.map((r) => ({
      value: String(r.id),
      label: roleLabel(r.name),
      // A role holding more than the editor holds is refused by the server; keep the user's own.
      disabled: r.id !== user?.roleId && !r.permissions.every((p) => held.has(p)),
    })),
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('users.name')}
            maxLength={100}
            autoComplete="off"
            required
            {...form.getInputProps('name')}
          />
          <EmailInput label={t('users.email')} autoComplete="off" required {...form.getInputProps('email')} />
          <NativeSelect label={t('users.role')} data={roleData} required {...form.getInputProps('roleId')} />
          <NativeSelect
            label={t('users.language')}
            data={LOCALES.map((l) => ({ value: l, label: t(`users.languages.${l}`) }))}
            {...form.getInputProps('locale')}
          />
          <PasswordInput
            label={t('users.password')}
            description={user ? t('users.passwordKeepHint') : t('users.passwordHint')}
            dir="ltr"
            maxLength={1024}
            autoComplete="new-password"
            required={isNew}
            {...form.getInputProps('password')}
          />
          <PinFields form={form} hasPin={user?.hasPin ?? null} />
        </SimpleGrid>
        <Switch
          label={t('users.active')}
          description={t('users.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/users')} />
      </Stack>
    </form>
  );
}
