import { LOG_KINDS, type StaffLogsReport } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { staffLogsQuery } from '../api';
import { FigureCards, type Figure } from '../components/figure-cards';
import { LogFilters, readLogFilter } from '../components/logs/log-filters';
import { KIND_COLORS, LogsTable } from '../components/logs/logs-table';
import { ReportBody } from '../components/report-body';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { EmptyReport, ReportSection } from '../components/report-section';
import { axisDay } from '../format';
import { useReportRange, type ReportRange } from '../hooks/use-report-range';
import { addDays } from '@cashier/sale';

const PER_PAGE = 50;

/** /admin/reports/staff-logs: who did what and when, from the append-only audit log. */
export function StaffLogsPage() {
  const { t } = useTranslation();
  const range = useReportRange();
  const filter = readLogFilter(range.params);
  const page = Math.max(1, Math.min(1_000_000, Number(range.params.get('page')) || 1));
  const query = useQuery({
    ...staffLogsQuery({ from: range.from, to: range.to, ...filter, page, perPage: PER_PAGE }),
    enabled: !range.problem,
  });
  const seen = new Map(
    (query.data?.logs ?? []).flatMap((l) =>
      l.userId && l.userName ? [[l.userId, l.userName] as const] : [],
    ),
  );
  return (
    <ReportFrame
      title={t('reports.logs.title')}
      report="staff-logs"
      range={range}
      csvQuery={{ ...filter }}
      ready={!!query.data}
      controls={<LogFilters range={range} filter={filter} seen={seen} />}
    >
      <ReportBody query={query} range={range}>
        {(report) => <StaffLogsView report={report} range={range} />}
      </ReportBody>
    </ReportFrame>
  );
}

function StaffLogsView({ report, range }: { report: StaffLogsReport; range: ReportRange }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => formatNumber(value, locale);
  const figures: Figure[] = report.kinds
    .filter((k) => k.count > 0 || k.previous > 0)
    .map((k) => ({
      label: t(`reports.kinds.${k.kind}`),
      value: count(k.count),
      current: k.count,
      previous: k.previous,
      previousValue: count(k.previous),
      rising: k.kind === 'failed-sign-in' || k.kind === 'void' || k.kind === 'refund' ? 'bad' : 'none',
    }));
  const kinds = LOG_KINDS.filter((k) => report.byDay.some((d) => d.kind === k));
  // Every day of the range, so quiet days show as gaps rather than vanish.
  const days: string[] = [];
  for (let d = report.from; d <= report.to && days.length < 400; d = addDays(d, 1)) days.push(d);
  const points = days.map((date) => ({
    label: axisDay(date, locale),
    ...Object.fromEntries(
      kinds.map((k) => [k, report.byDay.find((d) => d.date === date && d.kind === k)?.count ?? 0]),
    ),
  }));

  if (report.total === 0 && figures.length === 0)
    return <EmptyReport title={t('reports.logs.empty')} hint={t('reports.logs.emptyHint')} />;
  return (
    <>
      {figures.length > 0 && <FigureCards figures={figures} />}
      {kinds.length > 0 && (
        <ReportSection title={t('reports.logs.chart')}>
          <ReportChart
            data={points}
            stacked
            series={kinds.map((k) => ({
              name: k,
              label: t(`reports.kinds.${k}`),
              color: `${KIND_COLORS[k]}.6`,
              type: 'bar' as const,
            }))}
          />
        </ReportSection>
      )}
      <ReportSection title={t('reports.logs.table')}>
        {report.total === 0 ? (
          <EmptyReport title={t('reports.logs.noMatch')} />
        ) : (
          <LogsTable report={report} onPage={(page) => range.setParams({ page: String(page) })} />
        )}
      </ReportSection>
    </>
  );
}
