import '@mantine/charts/styles.css';
import { BarChart, CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useMatches } from '@mantine/core';
import { formatNumber, formatPrice, formatPriceCompact } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

interface ReportChartProps {
  /** One point per period (or product), with `label` for the axis and a field per series. */
  data: Record<string, string | number>[];
  series: CompositeChartSeries[];
  /** Money in this currency's minor units, or plain counts when absent. */
  currency?: string;
  /** Bars stacked per point (counts per kind) instead of side by side. */
  stacked?: boolean;
  /** Bars lying down, the labels on the side (long names, such as products). */
  horizontal?: boolean;
  h?: number;
}

/** Roughly how wide the value axis must be for its longest tick, so no label is clipped. */
const axisWidth = (label: string) => Math.max(36, Math.ceil(label.length * 7.5) + 14);

/**
 * A report's chart: bars and lines over the periods, money or counts on the value axis. Charts
 * draw left to right in SVG whatever the page direction, so in Arabic time runs from the right and
 * the value axis moves to the right edge.
 */
export function ReportChart({
  data,
  series,
  currency,
  stacked = false,
  horizontal = false,
  h = 280,
}: ReportChartProps) {
  const locale = useLocale();
  const rtl = locale === 'ar';
  const format = (value: number) =>
    currency ? formatPrice(value, currency, locale) : formatNumber(value, locale);
  const compact = (value: number) =>
    currency ? formatPriceCompact(value, currency, locale) : formatNumber(value, locale);
  const highest = Math.max(0, ...data.flatMap((d) => series.map((s) => Math.abs(Number(d[s.name]) || 0))));
  const lowest = Math.min(0, ...data.flatMap((d) => series.map((s) => Number(d[s.name]) || 0)));
  const widest = Math.max(
    compact(Math.round(highest * 1.34)).length,
    compact(Math.round(lowest * 1.34)).length,
  );
  const nameWidth = useMatches({ base: 96, sm: 150 });
  const valueTicks = { fontSize: 12, fill: 'currentColor' };
  const common = {
    h,
    data,
    dataKey: 'label',
    series,
    valueFormatter: format,
    tickLine: 'none' as const,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    maxBarWidth: 32,
  };

  if (horizontal)
    return (
      <BarChart
        {...common}
        orientation="vertical"
        gridAxis="y"
        yAxisProps={{ width: nameWidth, orientation: rtl ? 'right' : 'left', tick: valueTicks, interval: 0 }}
        xAxisProps={{ tickFormatter: compact, reversed: rtl }}
      />
    );

  // Recharts leaves out the labels that would overlap, keeping the first and the last.
  const xAxisProps = { reversed: rtl, interval: 'preserveStartEnd' as const, minTickGap: 12 };
  const yAxisProps = {
    tickFormatter: compact,
    width: axisWidth('0'.repeat(widest)),
    orientation: rtl ? ('right' as const) : ('left' as const),
    tick: { ...valueTicks, transform: `translate(${rtl ? 10 : -10}, 0)` },
  };
  if (stacked || series.every((s) => s.type === 'bar'))
    return (
      <BarChart
        {...common}
        type={stacked ? 'stacked' : 'default'}
        xAxisProps={xAxisProps}
        yAxisProps={yAxisProps}
      />
    );
  return (
    <CompositeChart
      {...common}
      curveType="linear"
      withDots={data.length < 40}
      xAxisProps={xAxisProps}
      yAxisProps={yAxisProps}
    />
  );
}
