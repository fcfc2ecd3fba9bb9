import { Badge, Text } from '@mantine/core';
import type { LogKind, StaffLogsReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { AuditDetails } from '@cashier/ui/audit-details';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { useAuditReader } from '@/lib/audit-words';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import { moment } from '../../format';

export const KIND_COLORS: Record<LogKind, string> = {
  'sign-in': 'blue',
  'failed-sign-in': 'red',
  void: 'orange',
  refund: 'grape',
  approval: 'yellow',
  price: 'cyan',
  settings: 'indigo',
  shift: 'teal',
  other: 'gray',
};

/** One page of the log, newest first, as recorded (the log is append-only: nothing to edit here). */
export function LogsTable({ report, onPage }: { report: StaffLogsReport; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values } = useAppSettings();
  const audit = useAuditReader();
  const rows = report.logs.map((l) => ({ ...l, words: audit.describe(l) }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'when',
      header: t('reports.col.when'),
      render: (l) => (
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {moment(l.createdAt, locale, values.timezone)}
        </Text>
      ),
    },
    { key: 'who', header: t('reports.col.by'), render: (l) => l.userName ?? '—' },
    {
      key: 'kind',
      header: t('reports.col.kind'),
      render: (l) => (
        <Badge color={KIND_COLORS[l.kind]} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
          {t(`reports.kinds.${l.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: t('reports.col.action'),
      render: (l) => (
        <Text size="sm" span title={l.action}>
          {l.words.action}
        </Text>
      ),
    },
    { key: 'entity', header: t('reports.col.entity'), render: (l) => l.words.entity ?? '—' },
    {
      key: 'details',
      header: t('reports.col.details'),
      render: (l) => <AuditDetails details={l.words.details} max={4} />,
    },
    {
      key: 'ip',
      header: t('reports.col.ip'),
      render: (l) => (
        <Text size="sm" dir="ltr" span>
          {l.ip ?? '—'}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      label={t('reports.logs.table')}
      rows={rows}
      columns={columns}
      rowKey={(l) => l.id}
      pageSize={report.perPage}
      minWidth={1100}
      server={{
        total: report.total,
        page: report.page,
        onPage,
        sort: { key: null, desc: true },
        onSort: () => undefined,
      }}
    />
  );
}
