import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Lockout } from '@cashier/contracts';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTimeAgo } from '@/lib/format';
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.lockouts.what')}</Table.Th>
                  <Table.Th>{t('users.lockouts.who')}</Table.Th>
                  <Table.Th>{t('users.lockouts.address')}</Table.Th>
                  <Table.Th>{t('users.lockouts.failures')}</Table.Th>
                  <Table.Th>{t('users.lockouts.until')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td>{t(`users.lockouts.kinds.${l.kind}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{l.userName ?? '—'}</Text>
                      {l.email && (
                        <Text size="xs" c="dimmed" dir="ltr" span>
                          {l.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="ltr" span>
                        {l.ip ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatNumber(l.failures, locale)}</Table.Td>
                    <Table.Td>{formatTimeAgo(l.lockedUntil, now, locale)}</Table.Td>
                    <Table.Td ta="end">
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
