import { Badge, Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { User } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api';
import { notifyProfileError, profileFieldErrors } from './profile-errors';
import { Section } from './section';

const PIN = /^\d{4,6}$/;

/**
 * Sets or removes your PIN. GET /v1/auth/me does not say whether one is set, so the status shows
 * once this screen has saved or removed it.
 */
export function PinForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? profileFieldErrors(save.error, t).pin;
  const hasPin = save.data?.hasPin;

  function send(value: string | null) {
    save.mutate(
      { name: user.name, email: user.email, locale: user.locale, pin: value },
      {
        onSuccess: () => {
          setPin('');
          notifySuccess(value ? t('profile.pinSaved') : t('profile.pinRemoved'));
        },
        onError: (e) => notifyProfileError(e, t),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = PIN.test(pin.trim());
    setProblem(valid ? null : t('profile.errors.pinInvalid'));
    if (valid) send(pin.trim());
  }

  return (
    <Section title={t('profile.pin')} hint={t('profile.pinHint')}>
      {hasPin !== undefined && (
        <Badge variant="light" color={hasPin ? 'teal' : 'gray'} w="fit-content">
          {hasPin ? t('profile.pinIsSet') : t('profile.pinIsNotSet')}
        </Badge>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.newPin')}
            dir="ltr"
            inputMode="numeric"
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={error}
            maxLength={6}
            autoComplete="off"
            maw={320}
          />
          <Group>
            <Button type="submit" loading={save.isPending && save.variables.pin !== null}>
              {t('profile.savePin')}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                setProblem(null);
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
