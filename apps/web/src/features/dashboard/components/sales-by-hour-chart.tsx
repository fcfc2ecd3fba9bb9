import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DashboardResponse } from '@cashier/contracts';
import { useMatches } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHour, formatPrice, formatPriceCompact } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { ChartCard } from './chart-card';

/** Roughly how wide the money axis must be for its longest tick, so no label is clipped. */
const axisWidth = (label: string) => Math.max(40, Math.ceil(label.length * 7.5) + 14);

/**
 * Sales per hour of the day. Charts draw left to right in SVG whatever the page direction, so in
 * Arabic the hours run from the right and the money axis moves to the right edge.
 */
export function SalesByHourChart({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const { currency } = data;
  const points = useMemo(
    () => data.byHour.map((h) => ({ hour: formatHour(h.hour, locale), sales: h.sales })),
    [data.byHour, locale],
  );
  const compact = (minor: number) => formatPriceCompact(minor, currency, locale);
  const highest = Math.max(0, ...data.byHour.map((h) => h.sales));
  // A label every 4 hours on a phone, every 2 on wider screens: evenly spaced, never crowded.
  const interval = useMatches({ base: 3, sm: 1 });

  return (
    <ChartCard title={t('dashboard.salesByHour')}>
      <BarChart
        h={260}
        data={points}
        dataKey="hour"
        series={[{ name: 'sales', label: t('dashboard.sales'), color: 'teal.6' }]}
        valueFormatter={(minor) => formatPrice(minor, currency, locale)}
        maxBarWidth={28}
        tickLine="none"
        xAxisProps={{ reversed: rtl, interval }}
        yAxisProps={{
          tickFormatter: compact,
          // Ticks round up past the highest bar; a third more covers the widest of them.
          width: axisWidth(compact(Math.round(highest * 1.34))),
          orientation: rtl ? 'right' : 'left',
          tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
        }}
      />
    </ChartCard>
  );
}
