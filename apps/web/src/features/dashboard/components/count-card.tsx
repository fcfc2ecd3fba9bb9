import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

interface CountCardProps {
  label: string;
  icon: ReactNode;
  query: UseQueryResult<number>;
  to: string;
}

export function CountCard({ label, icon, query, to }: CountCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {query.isPending ? (
            <Skeleton h={36} w={64} />
          ) : (
            <Text fz={32} fw={700} lh={1.1} aria-label={label}>
              {query.data === undefined ? '—' : formatNumber(query.data, locale)}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
      <Anchor component={Link} to={to} size="sm" mt="md" display="inline-block">
        {t('dashboard.manage')}
      </Anchor>
    </Paper>
  );
}
