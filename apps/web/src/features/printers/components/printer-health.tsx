import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPlugConnectedX } from '@tabler/icons-react';
import type { Printer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { printerErrorText } from './printer-error';
import { useMoment } from './use-moment';

type Health = Printer['health'];

const STATES = {
  online: { color: 'teal', Icon: IconCircleCheck },
  offline: { color: 'red', Icon: IconPlugConnectedX },
  untried: { color: 'gray', Icon: IconCircleDashed },
} as const;

export const healthState = (online: boolean | null) =>
  online === null ? 'untried' : online ? 'online' : 'offline';

/** Online, Offline or Not tried yet: said in words and an icon, not by colour alone. */
export function HealthBadge({ online }: { online: boolean | null }) {
  const { t } = useTranslation();
  const state = healthState(online);
  const { color, Icon } = STATES[state];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={14} aria-hidden />}>
      {t(`printers.health.${state}`)}
    </Badge>
  );
}

/**
 * A network printer's health as the server last saw it: the badge, when it last printed, its
 * last error (red while it is offline, a past one dimmed), and the jobs waiting and failed.
 */
export function PrinterHealth({ health }: { health: Health }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useMoment();
  const { online, lastSuccessAt, lastError, lastErrorAt, queued, failed } = health;
  return (
    <Stack gap={4} align="flex-start" maw={280}>
      <HealthBadge online={online} />
      {lastSuccessAt && (
        <Text size="xs" c="dimmed">
          {t('printers.health.lastPrinted', { at: moment(lastSuccessAt) })}
        </Text>
      )}
      {lastError && (
        <Text size="xs" c={online === false ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {t('printers.health.lastError', { at: lastErrorAt ? moment(lastErrorAt) : '—' })}
          <br />
          {/* The server's words (a socket error, an address): apart from the sentence's direction. */}
          <bdi>{printerErrorText(t, lastError)}</bdi>
        </Text>
      )}
      {(queued > 0 || failed > 0) && (
        <Group gap="xs">
          {queued > 0 && (
            <Text size="xs" fw={500}>
              {t('printers.health.queued', { n: formatNumber(queued, locale) })}
            </Text>
          )}
          {failed > 0 && (
            <Text size="xs" fw={500} c="red">
              {t('printers.health.failed', { n: formatNumber(failed, locale) })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
