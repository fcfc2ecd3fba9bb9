import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@/lib/modals';
import { SELLER_SETTING_KEYS, type SettingKey } from '@cashier/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { serverFieldErrors, type FieldWords } from '@/lib/server-errors';
import { useSaveSettings } from '../api';
import {
  LogosSection,
  MoneySection,
  ReceiptSection,
  RegionSection,
  RestaurantSection,
} from './general-sections';
import {
  GENERAL_KEYS,
  GeneralFormSchema,
  changedValues,
  generalMessages,
  initialValues,
  isGeneralKey,
  type GeneralKey,
} from './general-values';
import { KitchenSection } from './kitchen-section';

/**
 * The client checks each value as the server does, so a refusal is worded here by its key; but
 * for the seller the ZATCA QR code carries (SELLER_SETTING_KEYS), whose refusal while the plugin
 * is on says why, in the screen's language, as the server words it.
 */
const serverWords: FieldWords = {
  400: Object.fromEntries(
    GENERAL_KEYS.filter((key) => !(SELLER_SETTING_KEYS as readonly string[]).includes(key)).map((key) => [
      key,
      `settings.errors.${key}` as const,
    ]),
  ),
};

/** The restaurant's general settings, saved together in one all-or-nothing request. */
export function GeneralForm({ saved }: { saved: Partial<Record<SettingKey, string>> }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useSchemaForm({
    schema: GeneralFormSchema,
    initialValues: initialValues(saved),
    messages: generalMessages(t),
  });
  const { values } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // The form is long: after a refused save, take the person to the first field to fix.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = () => setRefusals((n) => n + 1);
  function send(changes: Partial<Record<GeneralKey, string>>) {
    save.mutate(
      { values: changes },
      {
        onSuccess: () => notifySuccess(t('settings.saved')),
        onError: (e) => {
          // The server's messages are English; each key gets its own translated one instead.
          const fields = serverFieldErrors(e, t, serverWords);
          const ours = Object.keys(fields).filter(isGeneralKey);
          form.setErrors(Object.fromEntries(ours.map((key) => [key, fields[key]])));
          if (ours.length) refused();
          else notifyError(e, t('common.saveFailed'));
        },
      },
    );
  }

  const submit = form.onSubmit((checked) => {
    const changes = changedValues(checked, saved);
    if (!Object.keys(changes).length) return notifySuccess(t('settings.nothingChanged'));
    if (!changes.currency) return send(changes);
    modals.openConfirmModal({
      title: t('settings.currencyConfirmTitle', { code: changes.currency }),
      children: t('settings.currencyWarning'),
      labels: { confirm: t('settings.currencyConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => send(changes),
    });
  }, refused);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1040}>
        <RestaurantSection form={form} />
        <LogosSection form={form} />
        <MoneySection form={form} currencyChanged={values.currency !== (saved.currency || 'SAR')} />
        <RegionSection form={form} />
        <ReceiptSection form={form} />
        <KitchenSection form={form} />
        <Group>
          <Button type="submit" size="md" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button
            variant="default"
            size="md"
            onClick={() => {
              form.setValues(initialValues(saved));
              form.clearErrors();
              save.reset();
            }}
            disabled={save.isPending}
          >
            {t('settings.undo')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
