import { SimpleGrid, Text } from '@mantine/core';
import type { SalesManagerReport } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { salesManagerQuery } from '../api';
import { comparing, FigureCards } from '../components/figure-cards';
import { HourHeatmap } from '../components/manager/hour-heatmap';
import { ApprovedList, PrepTable, StaffTable, TablesTable } from '../components/manager/staff-tables';
import { ReportBody } from '../components/report-body';
import { ReportFrame } from '../components/report-frame';
import { EmptyReport, ReportSection } from '../components/report-section';
import { useFormatters } from '../hooks/use-money';
import { useReportRange } from '../hooks/use-report-range';

/** /admin/reports/sales-manager: the staff's sales, voids and refunds, busy hours, tables and kitchen times. */
export function SalesManagerPage() {
  const { t } = useTranslation();
  const range = useReportRange();
  const query = useQuery({ ...salesManagerQuery(range), enabled: !range.problem });
  return (
    <ReportFrame title={t('reports.manager.title')} report="sales-manager" range={range} ready={!!query.data}>
      <ReportBody query={query} range={range}>
        {(report) => <SalesManagerView report={report} />}
      </ReportBody>
    </ReportFrame>
  );
}

function SalesManagerView({ report }: { report: SalesManagerReport }) {
  const { t } = useTranslation();
  const { money, count } = useFormatters(report.currency);
  const { totals } = report;
  const previous = report.previous.totals;
  const figure = comparing(totals, previous);
  const names = new Map(report.staff.map((s) => [s.userId, s.name ?? t('reports.unknownUser')]));
  const empty = report.staff.length === 0 && report.voids.length === 0 && report.refunds.length === 0;

  return (
    <>
      <FigureCards
        figures={[
          figure(t('reports.fig.orders'), (f) => f.orders, count),
          figure(t('reports.fig.sales'), (f) => f.sales, money),
          figure(t('reports.fig.averageTicket'), (f) => f.averageTicket, money),
          figure(t('reports.fig.discounts'), (f) => f.discounts, money, 'none'),
          figure(t('reports.fig.voids'), (f) => f.voidTotal, money, 'bad'),
          figure(t('reports.fig.refunds'), (f) => f.refundTotal, money, 'bad'),
        ]}
      />
      {empty ? (
        <EmptyReport title={t('reports.manager.empty')} hint={t('reports.daily.emptyHint')} />
      ) : (
        <>
          <ReportSection title={t('reports.manager.staff')}>
            <Text size="xs" c="dimmed" mb="xs">
              {t('reports.amountsIn', { currency: report.currency })}
            </Text>
            <StaffTable report={report} />
          </ReportSection>
          <HourHeatmap report={report} names={names} />
          <ApprovedList report={report} kind="voids" />
          <ApprovedList report={report} kind="refunds" />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <TablesTable report={report} names={names} />
            <PrepTable report={report} />
          </SimpleGrid>
        </>
      )}
    </>
  );
}
