import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { DashboardResponse, OrderType } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { ChartCard } from './chart-card';

const TYPE_COLORS: Record<OrderType, string> = {
  pos: 'blue',
  debit: 'grape',
  delivery: 'orange',
  online: 'teal',
  hold: 'gray',
};

/** Completed orders per order type: the ring, and beside it every type with its orders and sales. */
export function OrdersByTypeChart({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const slices = data.byType
    .filter((row) => row.orders > 0)
    .map((row) => ({
      name: t(`orderKinds.${row.type}`),
      value: row.orders,
      color: `${TYPE_COLORS[row.type]}.6`,
    }));

  return (
    <ChartCard title={t('dashboard.ordersByType')}>
      <Group gap="lg" justify="center" align="center">
        <DonutChart
          data={slices}
          size={160}
          thickness={26}
          chartLabel={number(data.orders)}
          valueFormatter={number}
          tooltipDataSource="segment"
          // A lone slice would show its stroke as a seam.
          strokeWidth={slices.length > 1 ? 1 : 0}
          aria-hidden
        />
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 12rem' }}>
          {data.byType.map((row) => (
            <Group component="li" key={row.type} gap="xs" wrap="nowrap" c={row.orders ? undefined : 'dimmed'}>
              <ColorSwatch
                color={`var(--mantine-color-${TYPE_COLORS[row.type]}-6)`}
                size={12}
                withShadow={false}
              />
              <Text size="sm" style={{ flex: 1 }}>
                {t(`orderKinds.${row.type}`)}
              </Text>
              <Text size="sm" fw={600}>
                {number(row.orders)}
              </Text>
              <Text size="sm" c="dimmed" miw="6.5rem" ta="end" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(row.sales, data.currency, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
