import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle } from '@tabler/icons-react';
import type { Plugin } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useUpdatePlugin } from '../api';
import { PlannedNote } from './plugin-planned';
import { pluginText } from './plugin-text';

/** Why the server would not turn the plugin on, for the configuration it had then. */
interface Refusal {
  message: string;
  config: string;
}

/**
 * One plugin: what it does, an on/off switch and the way to its configuration. A plugin that
 * needs settings first (ZATCA) is refused with 422: the reason stays on the card, beside the
 * Configure button, until its configuration changes; a toast alone would vanish too soon.
 */
export function PluginCard({ plugin, onConfigure }: { plugin: Plugin; onConfigure: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdatePlugin();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { name, description } = pluginText(plugin);
  const settings = Object.keys(plugin.config).length;
  const config = JSON.stringify(plugin.config);
  const refused = refusal && !plugin.enabled && refusal.config === config ? refusal.message : null;

  const toggle = (enabled: boolean) => {
    setRefusal(null);
    update.mutate(
      { id: plugin.id, enabled },
      {
        onSuccess: () => notifySuccess(t(enabled ? 'plugins.enabled' : 'plugins.disabled', { name })),
        onError: (e) => {
          if (isApiError(e) && e.status === 422) setRefusal({ message: errorMessage(e), config });
          else notifyError(e, t('common.saveFailed'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>{name}</Text>
            <Badge color={plugin.enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {plugin.enabled ? t('plugins.on') : t('plugins.off')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          <Text size="xs" c="dimmed">
            {settings
              ? t('plugins.settingCount', { n: formatNumber(settings, locale) })
              : t('plugins.noSettings')}
          </Text>
          <PlannedNote plugin={plugin} />
          {refused && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('plugins.notTurnedOn')}
              role="alert"
              mt="xs"
            >
              {refused}
            </Alert>
          )}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Switch
            size="md"
            label={t('plugins.enable')}
            aria-label={t('plugins.enableNamed', { name })}
            checked={plugin.enabled}
            disabled={update.isPending}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
          <Button
            variant={refused ? 'filled' : 'default'}
            leftSection={<IconAdjustments size={16} />}
            onClick={onConfigure}
            aria-label={t('plugins.configureNamed', { name })}
          >
            {t('plugins.configure')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
