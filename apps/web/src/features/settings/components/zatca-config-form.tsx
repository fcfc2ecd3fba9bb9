import { Alert, Anchor, Group, Stack, Switch, Table, Text, ThemeIcon } from '@mantine/core';
import type { Plugin } from '@cashier/contracts';
import { IconAlertTriangle, IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '@cashier/ui/form-actions';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { useUpdatePlugin } from '../api';
import { pluginText } from './plugin-text';
import { zatcaSellerCheck, type SellerValue } from './zatca-config';

/** One value the QR code carries: as General settings hold it, and whether the code can carry it. */
function SellerRow({ label, value, ltr }: { label: string; value: SellerValue; ltr?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size="sm"
            radius="xl"
            variant="light"
            color={value.problem ? 'orange' : 'teal'}
            aria-hidden
          >
            {value.problem ? <IconAlertTriangle size={12} /> : <IconCheck size={12} />}
          </ThemeIcon>
          <Stack gap={2}>
            {value.value && <bdi dir={ltr ? 'ltr' : undefined}>{value.value}</bdi>}
            {value.problem && (
              <Text size="sm" c="orange.8">
                {t(value.problem)}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The ZATCA plugin's screen: the seller name and VAT number its QR code carries, shown from the
 * General settings where they are entered once (with a link there, and what stops the code when
 * one does not suit it), and the plugin's switch.
 */
export function ZatcaConfigForm({ plugin, onDone }: { plugin: Plugin; onDone: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const update = useUpdatePlugin();
  const seller = zatcaSellerCheck(useAppSettings().values);
  const [enabled, setEnabled] = useState(plugin.enabled);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    update.mutate(
      { id: plugin.id, enabled },
      {
        onSuccess: () => {
          notifySuccess(t('plugins.saved', { name: pluginText(plugin).name }));
          onDone();
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('plugins.zatca.hint')}
        </Text>
        <Table withTableBorder variant="vertical" aria-label={t('plugins.zatca.fromSettings')}>
          <Table.Tbody>
            <SellerRow label={t('plugins.zatca.sellerName')} value={seller.sellerName} />
            <SellerRow label={t('plugins.zatca.vatNumber')} value={seller.vatNumber} ltr />
          </Table.Tbody>
        </Table>
        <Anchor component={Link} to={to('/admin/settings/general')} onClick={onDone} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('plugins.zatca.editInSettings')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Switch
          size="md"
          label={t('plugins.zatca.enable')}
          description={seller.ready ? undefined : t('plugins.zatca.notReady')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        {refusal && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {refusal}
          </Alert>
        )}
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
