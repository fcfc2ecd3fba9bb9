import { Button, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { EXPENSE_GROUPS, type ExpensesSalesReport } from '@cashier/contracts';
import { IconReceiptTax } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/lib/can';
import { useLocalizedPath } from '@/lib/paths';
import { expensesSalesQuery, type ExpenseGroup } from '../api';
import { FigureCards, type Figure } from '../components/figure-cards';
import { ReportBody } from '../components/report-body';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { EmptyReport, NothingYet, ReportSection } from '../components/report-section';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { axisPeriod, periodLabel } from '../format';
import { useFormatters } from '../hooks/use-money';
import { useReportRange } from '../hooks/use-report-range';

const isGroup = (v: string | null): v is ExpenseGroup =>
  (EXPENSE_GROUPS as readonly string[]).includes(v ?? '');

/** /admin/reports/expenses-and-sales: sales against expenses, and the profit, per day, week or month. */
export function ExpensesSalesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const can = useCan();
  const range = useReportRange();
  const groupParam = range.params.get('group');
  const group: ExpenseGroup = isGroup(groupParam) ? groupParam : 'day';
  const query = useQuery({ ...expensesSalesQuery(range, group), enabled: !range.problem });
  const controls = (
    <>
      <SegmentedControl
        aria-label={t('reports.group.label')}
        value={group}
        onChange={(value) => range.setParams({ group: value === 'day' ? null : value })}
        data={EXPENSE_GROUPS.map((g) => ({ value: g, label: t(`reports.group.${g}`) }))}
      />
      {can('expenses.manage') && (
        <Button
          component={Link}
          to={to('/admin/expenses')}
          variant="light"
          leftSection={<IconReceiptTax size={18} />}
        >
          {t('reports.expenses.manage')}
        </Button>
      )}
    </>
  );
  return (
    <ReportFrame
      title={t('reports.expenses.title')}
      report="expenses-and-sales"
      range={range}
      csvQuery={{ group }}
      ready={!!query.data}
      controls={controls}
    >
      <ReportBody query={query} range={range}>
        {(report) => <ExpensesSalesView report={report} />}
      </ReportBody>
    </ReportFrame>
  );
}

function ExpensesSalesView({ report }: { report: ExpensesSalesReport }) {
  const { t } = useTranslation();
  const { money, locale } = useFormatters(report.currency);
  const { totals } = report;
  const previous = report.previous.totals;
  const figure = (label: string, key: 'sales' | 'expenses' | 'profit', rising: Figure['rising']): Figure => ({
    label,
    value: money(totals[key]),
    current: totals[key],
    previous: previous[key],
    previousValue: money(previous[key]),
    rising,
  });
  const empty = totals.sales === 0 && totals.expenses === 0 && report.categories.length === 0;
  const points = report.rows.map((r) => ({
    label: axisPeriod(r.period, report.group, locale),
    sales: r.sales,
    expenses: r.expenses,
    profit: r.profit,
  }));
  return (
    <>
      <FigureCards
        figures={[
          figure(t('reports.fig.sales'), 'sales', 'good'),
          figure(t('reports.fig.expenses'), 'expenses', 'bad'),
          figure(t('reports.fig.profit'), 'profit', 'good'),
        ]}
      />
      {empty ? (
        <EmptyReport title={t('reports.expenses.empty')} hint={t('reports.expenses.emptyHint')} />
      ) : (
        <>
          <ReportSection title={t('reports.expenses.chart')}>
            <ReportChart
              data={points}
              currency={report.currency}
              series={[
                { name: 'sales', label: t('reports.fig.sales'), color: 'teal.6', type: 'bar' },
                { name: 'expenses', label: t('reports.fig.expenses'), color: 'red.6', type: 'bar' },
                { name: 'profit', label: t('reports.fig.profit'), color: 'blue.7', type: 'line' },
              ]}
            />
          </ReportSection>
          <ReportSection title={t('reports.expenses.table')}>
            <Text size="xs" c="dimmed" mb="xs">
              {t('reports.amountsIn', { currency: report.currency })}
            </Text>
            <PeriodsTable report={report} />
          </ReportSection>
          <Categories report={report} />
        </>
      )}
    </>
  );
}

type Row = ExpensesSalesReport['rows'][number];

function PeriodsTable({ report }: { report: ExpensesSalesReport }) {
  const { t } = useTranslation();
  const { amount, locale } = useFormatters(report.currency);
  const column = (key: 'sales' | 'expenses' | 'profit', header: string): ReportColumn<Row> => ({
    key,
    header,
    render: (r) => amount(r[key]),
    sortValue: (r) => r[key],
    total: amount(report.totals[key]),
    numeric: true,
  });
  return (
    <ReportTable
      label={t('reports.expenses.table')}
      rows={report.rows}
      rowKey={(r) => r.period}
      totalsLabel={t('reports.total')}
      initialSort={{ key: 'period', desc: false }}
      minWidth={520}
      columns={[
        {
          key: 'period',
          header: t('reports.col.period'),
          render: (r) => periodLabel(r.period, report.group, report.to, locale),
          nowrap: true,
          sortValue: (r) => r.period,
        },
        column('sales', t('reports.col.sales')),
        column('expenses', t('reports.col.expenses')),
        column('profit', t('reports.col.profit')),
      ]}
    />
  );
}

/** Where the money went: each expense category's amount, count and share of the range's expenses. */
function Categories({ report }: { report: ExpensesSalesReport }) {
  const { t } = useTranslation();
  const { money, count, share } = useFormatters(report.currency);
  const total = report.categories.reduce((s, c) => s + c.amount, 0);
  const percent = (v: number) => share(total ? Math.round((v / total) * 10_000) : 0);
  return (
    <ReportSection title={t('reports.expenses.categories')}>
      {report.categories.length === 0 ? (
        <NothingYet>{t('reports.expenses.noExpenses')}</NothingYet>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {report.categories.map((c) => (
            <li key={c.category}>
              <Text size="sm" fw={500} component="div" style={{ display: 'flex', gap: 8 }}>
                <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{c.category}</span>
                <Text span size="sm" c="dimmed">
                  {t('reports.expenses.entries', { count: c.count, n: count(c.count) })}
                </Text>
                <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(c.amount)} · {percent(c.amount)}
                </Text>
              </Text>
              <Progress
                value={total ? (c.amount / total) * 100 : 0}
                color="red.6"
                size="sm"
                mt={4}
                aria-hidden
              />
            </li>
          ))}
        </Stack>
      )}
    </ReportSection>
  );
}
