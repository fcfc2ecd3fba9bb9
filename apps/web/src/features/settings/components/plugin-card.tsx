import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { Plugin } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdatePlugin } from '../api';
import { pluginText } from './plugin-text';

/** One plugin: what it does, an on/off switch and the way to its configuration. */
export function PluginCard({ plugin, onConfigure }: { plugin: Plugin; onConfigure: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdatePlugin();
  const { name, description } = pluginText(plugin);
  const settings = Object.keys(plugin.config).length;

  const toggle = (enabled: boolean) =>
    update.mutate(
      { id: plugin.id, enabled },
      {
        onSuccess: () => notifySuccess(t(enabled ? 'plugins.enabled' : 'plugins.disabled', { name })),
        onError: (e) => notifyError(e, t('common.saveFailed')),
      },
    );

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
            variant="default"
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
