import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlug } from '@tabler/icons-react';
import type { Plugin } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { usePlugins } from '../api';
import { PluginCard } from '../components/plugin-card';
import { PluginConfigModal } from '../components/plugin-config-modal';

/** /admin/settings/plugins: switch the optional parts of Cashier on and off, and configure them. */
export function PluginsPage() {
  const { t } = useTranslation();
  const plugins = usePlugins();
  const [editing, setEditing] = useState<number | null>(null);
  const current: Plugin | null = plugins.data?.find((p) => p.id === editing) ?? null;

  return (
    <Stack gap={0}>
      <PageHeader title={t('plugins.title')} />
      <Alert color="blue" variant="light" icon={<IconPlug />} mb="lg">
        {t('plugins.intro')}
      </Alert>
      {plugins.isPending && <Loader m="xl" />}
      {plugins.isError && <QueryError error={plugins.error} onRetry={() => void plugins.refetch()} />}
      {plugins.isSuccess &&
        (plugins.data.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {plugins.data.map((plugin) => (
              <PluginCard key={plugin.id} plugin={plugin} onConfigure={() => setEditing(plugin.id)} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" py="xl" ta="center">
            {t('plugins.empty')}
          </Text>
        ))}
      <PluginConfigModal plugin={current} onClose={() => setEditing(null)} />
    </Stack>
  );
}
