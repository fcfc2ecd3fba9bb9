import { Anchor, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ZReportsResponse } from '@cashier/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useZReports } from '@/api/shifts';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { DifferenceText } from '@/components/shift/difference';
import { useReportTime } from '@/components/shift/shift-report-view';
import { formatDay, formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';

type Row = ZReportsResponse['zReports'][number];

/** /admin/reports/z-reports: every closed day, newest first; each opens its Z report. */
export function ZReportsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const list = useZReports();
  const columns = useColumns();
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('shifts.z.listTitle')}
        actions={
          <Button component={Link} to={to('/admin/reports/close-day')} leftSection={<IconLock size={18} />}>
            {t('shifts.closeDay.title')}
          </Button>
        }
      />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && (
        <Center mih={200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {list.data && (
        <Paper withBorder radius="md" p="md">
          {list.data.length === 0 ? (
            <Text c="dimmed">{t('shifts.z.empty')}</Text>
          ) : (
            <DataTable
              rows={list.data}
              columns={columns}
              rowKey={(z) => z.id}
              initialSort="number"
              initialDesc
              label={t('shifts.z.listTitle')}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}

function useColumns(): Column<Row>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const time = useReportTime();
  return [
    {
      key: 'number',
      header: t('shifts.z.number'),
      sortValue: (z) => z.number,
      render: (z) => (
        <Anchor
          component={Link}
          to={to(`/admin/reports/z-reports/${z.number}`)}
          fw={600}
          aria-label={t('shifts.z.open', { number: z.number })}
        >
          {formatNumber(z.number, locale)}
        </Anchor>
      ),
    },
    {
      key: 'date',
      header: t('shifts.z.businessDate'),
      sortValue: (z) => z.businessDate,
      render: (z) => formatDay(z.businessDate, locale),
    },
    {
      key: 'net',
      header: t('shifts.z.net'),
      align: 'end',
      sortValue: (z) => z.net,
      render: (z) => formatPrice(z.net, z.currency, locale),
    },
    {
      key: 'difference',
      header: t('shifts.z.difference'),
      align: 'end',
      sortValue: (z) => z.difference,
      render: (z) => <DifferenceText difference={z.difference} currency={z.currency} />,
    },
    { key: 'by', header: t('shifts.z.closedBy'), render: (z) => z.closedByName ?? '—' },
    {
      key: 'at',
      header: t('shifts.z.closedAt'),
      sortValue: (z) => z.createdAt,
      render: (z) => time(z.createdAt),
    },
  ];
}
