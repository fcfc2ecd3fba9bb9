import { ActionIcon, Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Plugin } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { ownDirection } from '@cashier/ui/own-direction';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm, type SchemaForm } from '@/lib/form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdatePlugin } from '../api';
import { newRow, PluginConfigSchema, rowsToEdit } from './config-rows';
import { PlannedNote } from './plugin-planned';
import { pluginText } from './plugin-text';
import { ZatcaConfigForm } from './zatca-config-form';

/** Keys and values are identifiers and addresses: left to right in Arabic too. */
const cell = { size: 'md', dir: 'ltr', styles: ownDirection } as const;

interface PluginConfigModalProps {
  plugin: Plugin | null;
  onClose: () => void;
}

/**
 * Edits a plugin's configuration: the ZATCA plugin's with its own form (the values its QR code
 * prints, checked as the server checks them), any other's as key/value pairs (API keys,
 * addresses, options).
 */
export function PluginConfigModal({ plugin, onClose }: PluginConfigModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={plugin !== null}
      onClose={onClose}
      title={plugin ? t('plugins.configureTitle', { name: pluginText(plugin).name }) : ''}
      size="lg"
      fullScreen={phone}
    >
      {plugin &&
        (plugin.key === 'zatca' ? (
          <ZatcaConfigForm key={plugin.id} plugin={plugin} onDone={onClose} />
        ) : (
          <ConfigForm key={plugin.id} plugin={plugin} onDone={onClose} />
        ))}
    </Modal>
  );
}

/** The key and value boxes, a row each, under headings said once. */
function ConfigRows({ form }: { form: SchemaForm<typeof PluginConfigSchema> }) {
  const { t } = useTranslation();
  const { rows } = form.values;
  return (
    <>
      {rows.length > 0 && (
        // Column headings once; each box is named by its row for screen readers.
        <Group gap="xs" wrap="nowrap" mb={-8} aria-hidden>
          <Text size="sm" fw={500} style={{ flex: 2 }}>
            {t('plugins.key')}
          </Text>
          <Text size="sm" fw={500} style={{ flex: 3 }}>
            {t('plugins.value')}
          </Text>
          <Box w={44} />
        </Group>
      )}
      {rows.map((row, index) => (
        <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('plugins.keyNumbered', { n: index + 1 })}
            maxLength={64}
            style={{ flex: 2 }}
            {...cell}
            {...form.getInputProps(`rows.${index}.key`)}
          />
          <TextInput
            aria-label={t('plugins.valueNumbered', { n: index + 1 })}
            maxLength={2000}
            style={{ flex: 3 }}
            {...cell}
            {...form.getInputProps(`rows.${index}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={42}
            aria-label={t('plugins.removeRow', { n: index + 1 })}
            onClick={() => form.removeListItem('rows', index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </>
  );
}

function ConfigForm({ plugin, onDone }: { plugin: Plugin; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePlugin();
  const [initial] = useState(() => ({ rows: rowsToEdit(plugin.config) }));
  const form = useSchemaForm({ schema: PluginConfigSchema, initialValues: initial });
  const serverError = Object.values(fieldErrors(update.error))[0];

  const submit = form.onSubmit((config) =>
    update.mutate(
      { id: plugin.id, config },
      {
        onSuccess: () => {
          notifySuccess(t('plugins.saved', { name: pluginText(plugin).name }));
          onDone();
        },
        onError: (e) => notifyError(e, t('common.saveFailed')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlannedNote plugin={plugin} withFields />
        <Text size="sm" c="dimmed">
          {t('plugins.configHint')}
        </Text>
        <ConfigRows form={form} />
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('rows', newRow())}
          >
            {t('plugins.addRow')}
          </Button>
        </Group>
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
