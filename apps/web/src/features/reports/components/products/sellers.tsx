import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ProductSalesReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../hooks/use-money';
import { ReportChart } from '../report-chart';
import { NothingYet, ReportSection } from '../report-section';
import { useItemName } from './item-tables';

type Product = ProductSalesReport['products'][number];

/** The products the report's `top` and `bottom` ids name, in their order. */
function pick(report: ProductSalesReport, ids: (number | null)[]): Product[] {
  return ids.flatMap((id) => report.products.find((p) => p.productId === id) ?? []);
}

/** The five best and five least sold products (by quantity), side by side. */
export function Sellers({ report }: { report: ProductSalesReport }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ReportSection title={t('reports.products.top')}>
        <Ranked report={report} products={pick(report, report.top)} color="teal" />
      </ReportSection>
      <ReportSection title={t('reports.products.bottom')}>
        <Ranked report={report} products={pick(report, report.bottom)} color="orange" />
      </ReportSection>
    </SimpleGrid>
  );
}

function Ranked({
  report,
  products,
  color,
}: {
  report: ProductSalesReport;
  products: Product[];
  color: string;
}) {
  const { t } = useTranslation();
  const { money, count } = useFormatters(report.currency);
  const name = useItemName();
  if (products.length === 0) return <NothingYet>{t('reports.products.none')}</NothingYet>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {products.map((p, index) => (
        <Group component="li" key={`${p.productId ?? 'gone'}-${p.name}`} gap="sm" wrap="nowrap">
          <ThemeIcon size={24} radius="xl" variant="light" color={color} fz="xs" fw={700}>
            {count(index + 1)}
          </ThemeIcon>
          <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
            {name(p)}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('reports.products.sold', { quantity: count(p.quantity) })} · {money(p.net)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The ten products that brought in the most, as bars (names beside them, never under). */
export function TopChart({ report }: { report: ProductSalesReport }) {
  const { t } = useTranslation();
  const name = useItemName();
  const top = [...report.products].sort((a, b) => b.net - a.net).slice(0, 10);
  const data = top.map((p) => ({ label: name(p), net: p.net }));
  return (
    <ReportSection title={t('reports.products.chart')}>
      <ReportChart
        data={data}
        currency={report.currency}
        horizontal
        h={Math.max(160, data.length * 34 + 40)}
        series={[{ name: 'net', label: t('reports.col.net'), color: 'teal.6', type: 'bar' }]}
      />
    </ReportSection>
  );
}
