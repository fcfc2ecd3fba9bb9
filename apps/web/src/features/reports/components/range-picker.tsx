import { Group, Select, TextInput } from '@mantine/core';
import { MAX_REPORT_DAYS } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import type { ReportRange } from '../hooks/use-report-range';
import { isCalendarDate, PRESETS, presetOf, presetRange, type Preset } from '../range';

/**
 * The report's business days: a preset (today, last 7 days, this month…) or two dates of the
 * browser's own date field (keyboard, touch and screen-reader friendly in both languages).
 */
export function RangePicker({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const preset = presetOf(range, range.today);
  const problem =
    range.problem === 'toBeforeFrom'
      ? t('reports.range.toBeforeFrom')
      : range.problem === 'tooLong'
        ? t('reports.range.tooLong', { days: formatNumber(MAX_REPORT_DAYS, locale) })
        : null;
  const setDate = (key: 'from' | 'to', value: string) => {
    if (isCalendarDate(value)) range.setRange({ from: range.from, to: range.to, [key]: value });
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('reports.range.preset')}
        data={[
          ...PRESETS.map((p) => ({ value: p, label: t(`reports.range.presets.${p}`) })),
          ...(preset ? [] : [{ value: 'custom', label: t('reports.range.custom') }]),
        ]}
        value={preset ?? 'custom'}
        onChange={(value) => {
          if (value && value !== 'custom') range.setRange(presetRange(value as Preset, range.today));
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('reports.range.from')}
        value={range.from}
        max={range.today}
        onChange={(e) => setDate('from', e.currentTarget.value)}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
      />
      <TextInput
        type="date"
        label={t('reports.range.to')}
        value={range.to}
        onChange={(e) => setDate('to', e.currentTarget.value)}
        error={problem}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
      />
    </Group>
  );
}
