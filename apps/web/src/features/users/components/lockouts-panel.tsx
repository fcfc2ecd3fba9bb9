import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Lockout } from '@cashier/contracts';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTimeAgo } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useClearLockout, useLockouts } from '../api';

/**
 * Sign-ins refused now after too many failures, with who and where they are about and when they
 * end, each with a button that lifts it at once (the owner locked out by a typo, a till's PIN).
 */
export function LockoutsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lockouts = useLockouts();
  const clear = useClearLockout();
  const rows = lockouts.data ?? [];
  const now = new Date();

  const unlock = (lockout: Lockout) =>
    clear.mutate(lockout.key, {
      onSuccess: () => notifySuccess(t('users.lockouts.cleared', { who: who(lockout) })),
      onError: (error) => notifyError(error, t('users.lockouts.clearFailed')),
    });
  const who = (l: Lockout) => l.userName ?? l.email ?? l.ip ?? '—';

  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="lockouts-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="lockouts-title">
          {t('users.lockouts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('users.lockouts.hint')}
        </Text>
        {lockouts.isSuccess && rows.length === 0 && <Text size="sm">{t('users.lockouts.none')}</Text>}
        {rows.length > 0 && (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((l) => (
              <Group
                component="li"
                key={l.key}
                justify="space-between"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600}>
                    {t(`users.lockouts.kinds.${l.kind}`)}
                    {l.userName && ` · ${l.userName}`}
                  </Text>
                  <Group gap="xs" c="dimmed">
                    {l.email && (
                      <Text size="xs" dir="ltr" span style={{ overflowWrap: 'anywhere' }}>
                        {l.email}
                      </Text>
                    )}
                    {l.ip && (
                      <Text size="xs" span>
                        {t('users.lockouts.from')} <span dir="ltr">{l.ip}</span>
                      </Text>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('users.lockouts.detail', {
                      count: l.failures,
                      failures: formatNumber(l.failures, locale),
                      ends: formatTimeAgo(l.lockedUntil, now, locale),
                    })}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<IconLockOpen size={16} />}
                  loading={clear.isPending && clear.variables === l.key}
                  onClick={() => unlock(l)}
                  aria-label={t('users.lockouts.unlockWho', { who: who(l) })}
                >
                  {t('users.lockouts.unlock')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
