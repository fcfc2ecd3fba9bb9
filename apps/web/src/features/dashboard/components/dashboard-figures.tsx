import { Alert, Grid, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { DashboardResponse } from '@cashier/contracts';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { formatDay } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { isForbidden } from '../api';
import { OrdersByTypeChart, SalesByHourChart } from './lazy-charts';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';

interface DashboardFiguresProps {
  query: UseQueryResult<DashboardResponse>;
  /** Whether the day on screen is today (changes the empty message). */
  today: boolean;
}

/** The day's cards and charts, with their loading, empty, not-allowed and failed states. */
export function DashboardFigures({ query, today }: DashboardFiguresProps) {
  const { t } = useTranslation();
  const { data } = query;
  if (!data) {
    if (isForbidden(query.error))
      return (
        <Alert color="blue" icon={<IconLock />} title={t('dashboard.forbiddenTitle')}>
          {t('dashboard.forbidden')}
        </Alert>
      );
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <>
        <StatCards data={undefined} />
        <Skeleton h={300} radius="md" />
      </>
    );
  }
  return (
    <>
      <StatCards data={data} />
      {data.orders === 0 ? (
        <EmptyDay date={data.date} today={today} />
      ) : (
        <Grid>
          <Grid.Col span={12}>
            <SalesByHourChart data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <OrdersByTypeChart data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TopProducts data={data} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function EmptyDay({ date, today }: { date: string; today: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" mx="auto">
        <IconChartBar size={30} />
      </ThemeIcon>
      <Text fw={600} size="lg" mt="md">
        {today ? t('dashboard.noSalesToday') : t('dashboard.noSalesOn', { date: formatDay(date, locale) })}
      </Text>
      <Text c="dimmed" size="sm" mt={4}>
        {t('dashboard.noSalesHint')}
      </Text>
    </Paper>
  );
}
