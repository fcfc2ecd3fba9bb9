import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { utf8Length, ZATCA_SELLER_NAME_MAX_BYTES, type Plugin } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { ownDirection } from '@/components/own-direction';
import { fieldErrors } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUpdatePlugin } from '../api';
import { pluginText } from './plugin-text';
import { ZatcaForm } from './zatca-config';

/**
 * The ZATCA plugin's own form: the seller name and VAT number its QR code carries, and its
 * switch, saved together so it can be set up and turned on in one go.
 */
export function ZatcaConfigForm({ plugin, onDone }: { plugin: Plugin; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdatePlugin();
  const form = useSchemaForm({
    schema: ZatcaForm,
    initialValues: {
      enabled: plugin.enabled,
      sellerName: plugin.config.sellerName ?? '',
      vatNumber: plugin.config.vatNumber ?? '',
    },
  });
  const bytes = utf8Length(form.values.sellerName.trim());

  const submit = form.onSubmit((body) =>
    update.mutate(
      { id: plugin.id, ...body },
      {
        onSuccess: () => {
          notifySuccess(t('plugins.saved', { name: pluginText(plugin).name }));
          onDone();
        },
        onError: (e) => {
          // The client checked the same rules first; the server's refusal reads as ours would.
          const words = {
            sellerName: 'plugins.zatca.sellerNameBytes',
            vatNumber: 'plugins.zatca.vatNumberInvalid',
          } as const;
          form.setErrors(serverFieldErrors(e, t, { 400: words }));
          if (!Object.keys(fieldErrors(e)).length) notifyError(e, t('common.saveFailed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('plugins.zatca.hint')}
        </Text>
        <TextInput
          label={t('plugins.zatca.sellerName')}
          description={t('plugins.zatca.sellerNameHint', {
            n: formatNumber(bytes, locale),
            max: formatNumber(ZATCA_SELLER_NAME_MAX_BYTES, locale),
          })}
          required
          data-autofocus
          {...form.getInputProps('sellerName')}
        />
        <TextInput
          label={t('plugins.zatca.vatNumber')}
          description={t('plugins.zatca.vatNumberHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          dir="ltr"
          styles={ownDirection}
          {...form.getInputProps('vatNumber')}
        />
        <Switch
          size="md"
          label={t('plugins.zatca.enable')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
