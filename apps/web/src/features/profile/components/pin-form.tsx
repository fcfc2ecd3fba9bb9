import { Badge, Button, Group, Stack } from '@mantine/core';
import { Pin, type User } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PinInput } from '@cashier/ui/pin-input';
import { useSchemaForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors } from './profile-errors';
import { Section } from './section';

const PinFormSchema = z.object({ pin: z.string().trim().pipe(Pin) });

/**
 * Sets or removes your PIN. GET /v1/auth/me does not say whether one is set, so the status shows
 * once this screen has saved or removed it.
 */
export function PinForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const form = useSchemaForm({
    schema: PinFormSchema,
    initialValues: { pin: '' },
    // An empty box is as wrong as a short PIN: say what a PIN is.
    messages: { pin: { required: t('validation.pin') } },
  });
  const hasPin = save.data?.hasPin;

  function send(pin: string | null) {
    save.mutate(
      { name: user.name, email: user.email, locale: user.locale, pin },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(pin ? t('profile.pinSaved') : t('profile.pinRemoved'));
        },
        onError: (e) => {
          form.setErrors(profileFieldErrors(e, t));
          notifyProfileError(e, t);
        },
      },
    );
  }

  return (
    <Section title={t('profile.pin')} hint={t('profile.pinHint')}>
      {hasPin !== undefined && (
        <Badge variant="light" color={hasPin ? 'teal' : 'gray'} w="fit-content">
          {hasPin ? t('profile.pinIsSet') : t('profile.pinIsNotSet')}
        </Badge>
      )}
      <form onSubmit={form.onSubmit(({ pin }) => send(pin))} noValidate>
        <Stack gap="md">
          <PinInput label={t('profile.newPin')} maw={320} {...form.getInputProps('pin')} />
          <Group>
            <Button type="submit" loading={save.isPending && save.variables.pin !== null}>
              {t('profile.savePin')}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                form.clearErrors();
                send(null);
              }}
              loading={save.isPending && save.variables.pin === null}
            >
              {t('profile.removePin')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
