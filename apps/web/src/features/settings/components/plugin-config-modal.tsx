import { ActionIcon, Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Plugin } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownDirection } from '@/components/own-direction';
import { fieldErrors } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdatePlugin } from '../api';
import { configFromRows, newRow, rowsFromConfig, type ConfigRow, type RowProblem } from './config-rows';
import { pluginText } from './plugin-text';
import { FormActions } from '@/components/form-actions';

interface PluginConfigModalProps {
  plugin: Plugin | null;
  onClose: () => void;
}

/** Edits a plugin's configuration as key/value pairs (API keys, addresses, options). */
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
      {plugin && <ConfigForm key={plugin.id} plugin={plugin} onDone={onClose} />}
    </Modal>
  );
}

function ConfigForm({ plugin, onDone }: { plugin: Plugin; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePlugin();
  const [rows, setRows] = useState<ConfigRow[]>(() => {
    const existing = rowsFromConfig(plugin.config);
    return existing.length ? existing : [newRow()];
  });
  const [problems, setProblems] = useState<Record<number, RowProblem>>({});
  const serverError = Object.values(fieldErrors(update.error))[0];
  const change = (id: number, patch: Partial<ConfigRow>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = configFromRows(rows);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    update.mutate(
      { id: plugin.id, config: checked.config },
      {
        onSuccess: () => {
          notifySuccess(t('plugins.saved', { name: pluginText(plugin).name }));
          onDone();
        },
        onError: (e) => notifyError(e, t('common.saveFailed')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('plugins.configHint')}
        </Text>
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
        {rows.map((row, index) => {
          const problem = problems[row.id];
          return (
            <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('plugins.keyNumbered', { n: index + 1 })}
                size="md"
                value={row.key}
                onChange={(e) => change(row.id, { key: e.currentTarget.value })}
                error={problem && t(`plugins.${problem}`)}
                dir="ltr"
                styles={ownDirection}
                maxLength={64}
                style={{ flex: 2 }}
              />
              <TextInput
                aria-label={t('plugins.valueNumbered', { n: index + 1 })}
                size="md"
                value={row.value}
                onChange={(e) => change(row.id, { value: e.currentTarget.value })}
                dir="ltr"
                styles={ownDirection}
                maxLength={2000}
                style={{ flex: 3 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={42}
                aria-label={t('plugins.removeRow', { n: index + 1 })}
                onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((all) => [...all, newRow()])}
          >
            {t('plugins.addRow')}
          </Button>
        </Group>
        <FormActions saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
