import { Tabs, Text } from '@mantine/core';
import type { ProductSalesReport } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productSalesQuery } from '../api';
import { FigureCards, type Figure } from '../components/figure-cards';
import { ItemTable, ModifierTable } from '../components/products/item-tables';
import { Sellers, TopChart } from '../components/products/sellers';
import { ReportBody } from '../components/report-body';
import { ReportFrame } from '../components/report-frame';
import { EmptyReport, NothingYet, ReportSection } from '../components/report-section';
import { useFormatters } from '../hooks/use-money';
import { useReportRange, type ReportRange } from '../hooks/use-report-range';

const TABS = ['products', 'categories', 'modifiers'] as const;
type Tab = (typeof TABS)[number];

/** /admin/reports/product-sales: what sold, per product, category and option. */
export function ProductSalesPage() {
  const { t } = useTranslation();
  const range = useReportRange();
  const query = useQuery({ ...productSalesQuery(range), enabled: !range.problem });
  return (
    <ReportFrame
      title={t('reports.products.title')}
      report="product-sales"
      range={range}
      ready={!!query.data}
    >
      <ReportBody query={query} range={range}>
        {(report) => <ProductSalesView report={report} range={range} />}
      </ReportBody>
    </ReportFrame>
  );
}

function ProductSalesView({ report, range }: { report: ProductSalesReport; range: ReportRange }) {
  const { t } = useTranslation();
  const { money, count } = useFormatters(report.currency);
  const { totals } = report;
  const previous = report.previous.totals;
  const figure = (label: string, key: 'quantity' | 'gross' | 'discounts' | 'net'): Figure => {
    const format = key === 'quantity' ? count : money;
    return {
      label,
      value: format(totals[key]),
      current: totals[key],
      previous: previous[key],
      previousValue: format(previous[key]),
      rising: key === 'discounts' ? 'none' : 'good',
    };
  };

  return (
    <>
      <FigureCards
        figures={[
          figure(t('reports.fig.itemsSold'), 'quantity'),
          figure(t('reports.fig.gross'), 'gross'),
          figure(t('reports.fig.discounts'), 'discounts'),
          figure(t('reports.fig.net'), 'net'),
        ]}
      />
      {report.products.length === 0 ? (
        <EmptyReport title={t('reports.products.empty')} hint={t('reports.daily.emptyHint')} />
      ) : (
        <>
          <TopChart report={report} />
          <Sellers report={report} />
          <ItemTabs report={report} range={range} />
        </>
      )}
    </>
  );
}

/** Products, categories and options, a tab each (kept in the address). */
function ItemTabs({ report, range }: { report: ProductSalesReport; range: ReportRange }) {
  const { t } = useTranslation();
  const tabParam = range.params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'products';
  return (
    <ReportSection title={t('reports.products.table')}>
      <Tabs value={tab} onChange={(value) => range.setParams({ tab: value === 'products' ? null : value })}>
        <Tabs.List mb="sm">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`reports.products.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Text size="xs" c="dimmed" mb="xs">
          {t('reports.amountsIn', { currency: report.currency })}
        </Text>
        <Tabs.Panel value="products">
          <ItemTable
            report={report}
            rows={report.products}
            label={t('reports.products.tabs.products')}
            nameHeader={t('reports.col.product')}
            rowKey={(p) => `${p.productId ?? 'gone'}-${p.name}`}
          />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <ItemTable
            report={report}
            rows={report.categories}
            label={t('reports.products.tabs.categories')}
            nameHeader={t('reports.col.category')}
            rowKey={(c) => `${c.categoryId ?? 'none'}-${c.name}`}
          />
        </Tabs.Panel>
        <Tabs.Panel value="modifiers">
          {report.modifiers.length === 0 ? (
            <NothingYet>{t('reports.products.noModifiers')}</NothingYet>
          ) : (
            <ModifierTable report={report} />
          )}
        </Tabs.Panel>
      </Tabs>
    </ReportSection>
  );
}
