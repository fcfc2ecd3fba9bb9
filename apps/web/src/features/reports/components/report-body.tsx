import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconCalendarX, IconLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { isForbidden } from '../api';
import type { ReportRange } from '../hooks/use-report-range';
import classes from './report.module.css';

interface ReportBodyProps<T> {
  query: UseQueryResult<T>;
  range: ReportRange;
  children: (data: T) => ReactNode;
}

/**
 * A report's figures with their other states: a range that cannot be asked for, a role without
 * the report, a failure with a retry, and skeletons while the first answer comes. A new range
 * keeps the last figures on screen, faded, until its own arrive.
 */
export function ReportBody<T>({ query, range, children }: ReportBodyProps<T>) {
  const { t } = useTranslation();
  if (range.problem)
    return (
      <Alert color="yellow" icon={<IconCalendarX />} title={t('reports.range.invalidTitle')}>
        {t(range.problem === 'tooLong' ? 'reports.range.invalidLong' : 'reports.range.invalidOrder')}
      </Alert>
    );
  if (isForbidden(query.error))
    return (
      <Alert color="blue" icon={<IconLock />} title={t('reports.forbiddenTitle')}>
        {t('reports.forbidden')}
      </Alert>
    );
  if (query.isError && !query.data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('reports.loading')}>
        <Skeleton h={88} radius="md" />
        <Skeleton h={280} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  return (
    <Stack
      gap="md"
      className={query.isPlaceholderData ? classes.stale : undefined}
      aria-busy={query.isFetching}
    >
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {children(query.data)}
    </Stack>
  );
}
