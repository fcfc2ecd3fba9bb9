import { SimpleGrid, Text } from '@mantine/core';
import type { DailyReport } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { dailyQuery } from '../api';
import { DailyFigures } from '../components/daily/daily-figures';
import { DailyTable } from '../components/daily/daily-table';
import { OrderTypes, PaymentMethods, Reconciliation } from '../components/daily/money-sections';
import { ShiftsSection } from '../components/daily/shifts-section';
import { ReportBody } from '../components/report-body';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { EmptyReport, ReportSection } from '../components/report-section';
import { axisDay } from '../format';
import { useReportRange } from '../hooks/use-report-range';

/** /admin/reports/daily: the business days' sales, per day, with payments, shifts and the reconciliation. */
export function DailyPage() {
  const { t } = useTranslation();
  const range = useReportRange();
  const query = useQuery({ ...dailyQuery(range), enabled: !range.problem });
  return (
    <ReportFrame title={t('reports.daily.title')} report="daily" range={range} ready={!!query.data}>
      <ReportBody query={query} range={range}>
        {(report) => <DailyView report={report} />}
      </ReportBody>
    </ReportFrame>
  );
}

function DailyView({ report }: { report: DailyReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { totals, currency } = report;
  const empty = totals.orders === 0 && totals.refundCount === 0 && totals.voids === 0;
  const points = report.days.map((d) => ({ label: axisDay(d.date, locale), net: d.net }));
  return (
    <>
      <DailyFigures totals={totals} previous={report.previous.totals} currency={currency} />
      {empty ? (
        <EmptyReport title={t('reports.daily.empty')} hint={t('reports.daily.emptyHint')} />
      ) : (
        <>
          <ReportSection title={t('reports.daily.chart')}>
            <ReportChart
              data={points}
              currency={currency}
              series={[{ name: 'net', label: t('reports.fig.net'), color: 'teal.6', type: 'bar' }]}
            />
          </ReportSection>
          <ReportSection title={t('reports.daily.table')}>
            <Text size="xs" c="dimmed" mb="xs">
              {t('reports.amountsIn', { currency })}
            </Text>
            <DailyTable report={report} />
          </ReportSection>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PaymentMethods totals={totals} currency={currency} />
            <OrderTypes totals={totals} currency={currency} />
          </SimpleGrid>
          <Reconciliation totals={totals} currency={currency} />
        </>
      )}
      <ShiftsSection shifts={report.shifts} currency={currency} />
    </>
  );
}
