import { Alert, Code, List, Stack, Text } from '@mantine/core';
import type { Plugin } from '@cashier/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n';

/**
 * Plugins nothing reads yet: the guest channel (the public site, online and table QR ordering)
 * will. Each with the configuration names it will read and what each is for, so an owner who
 * switches one on learns that it does nothing today and what to fill in for later.
 */
const PLANNED: Record<string, Record<string, TranslationKey>> = {
  'online-ordering': {
    table_ordering: 'plugins.planned.fieldHints.online-ordering.table_ordering',
    delivery: 'plugins.planned.fieldHints.online-ordering.delivery',
    minimum_order: 'plugins.planned.fieldHints.online-ordering.minimum_order',
  },
  maps: {
    provider: 'plugins.planned.fieldHints.maps.provider',
    api_key: 'plugins.planned.fieldHints.maps.api_key',
    country: 'plugins.planned.fieldHints.maps.country',
  },
};

export const isPlanned = (plugin: Pick<Plugin, 'key'>) => plugin.key in PLANNED;

/** "Not active yet" on a planned plugin's card, and on its configure screen with the names it will read. */
export function PlannedNote({
  plugin,
  withFields = false,
}: {
  plugin: Pick<Plugin, 'key'>;
  withFields?: boolean;
}) {
  const { t } = useTranslation();
  const fields = PLANNED[plugin.key];
  if (!fields) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 aria-hidden />}
      title={t('plugins.planned.notActive')}
      data-testid="plugin-planned"
    >
      <Stack gap="xs">
        <Text size="sm">{t('plugins.planned.notActiveHint')}</Text>
        {withFields && (
          <>
            <Text size="sm" fw={600}>
              {t('plugins.planned.fields')}
            </Text>
            <List size="sm" spacing={4}>
              {Object.entries(fields).map(([name, hint]) => (
                <List.Item key={name}>
                  <Code dir="ltr">{name}</Code>: {t(hint)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
