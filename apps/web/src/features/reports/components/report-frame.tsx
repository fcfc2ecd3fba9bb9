import { Button, Group, Stack, Text } from '@mantine/core';
import { daysIn, previousRange, type ReportName } from '@cashier/contracts';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useAppSettings } from '@cashier/web-core/settings';
import { useCsvDownload } from '../api';
import { spanOfDays } from '../format';
import type { ReportRange } from '../hooks/use-report-range';
import { RangePicker } from './range-picker';
import classes from './report.module.css';

interface ReportFrameProps {
  title: string;
  report: ReportName;
  range: ReportRange;
  /** The query of the CSV, beyond the range (the grouping, the filters). */
  csvQuery?: Record<string, string | number | undefined>;
  /** Whether there is a report on screen to print or export. */
  ready: boolean;
  /** More controls beside the range (a grouping, a link). */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * The page every report shares: its title with Print and CSV, the business days (kept in the
 * address) and the period they are compared with, then the report. Printing prints this alone.
 */
export function ReportFrame({ title, report, range, csvQuery, ready, controls, children }: ReportFrameProps) {
  const { t } = useTranslation();
  const csv = useCsvDownload();
  const valid = range.problem === null;
  const download = () =>
    csv.mutate(
      { report, query: { ...csvQuery, from: range.from, to: range.to } },
      { onError: (error) => notifyError(error, t('reports.csvFailed')) },
    );

  return (
    <Stack gap="md" className={classes.report}>
      <div>
        <PageHeader
          title={title}
          actions={
            <Group gap="sm" className={classes.noPrint}>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
                disabled={!ready}
              >
                {t('reports.print')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} />}
                onClick={download}
                loading={csv.isPending}
                disabled={!ready || !valid}
              >
                {t('reports.csv')}
              </Button>
            </Group>
          }
        />
        {valid && <RangeLine range={range} />}
      </div>
      <Group gap="md" align="flex-end" wrap="wrap" className={classes.noPrint}>
        <RangePicker range={range} />
        {controls}
      </Group>
      {children}
    </Stack>
  );
}

/** "1 Nov – 30 Nov 2026 (30 days), compared with …", under the title (and on paper). */
function RangeLine({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { restaurantName } = useAppSettings();
  const previous = previousRange(range.from, range.to);
  const span = (from: string, to: string) => spanOfDays(from, to, locale);
  return (
    <Stack gap={0} mt="-md">
      <Text className={classes.printOnly} fw={600}>
        {restaurantName}
      </Text>
      <Text c="dimmed" size="sm">
        {t('reports.range.showing', {
          range: span(range.from, range.to),
          count: daysIn(range.from, range.to),
          days: formatNumber(daysIn(range.from, range.to), locale),
        })}
      </Text>
      <Text c="dimmed" size="sm">
        {t('reports.range.comparedWith', { range: span(previous.from, previous.to) })}
      </Text>
    </Stack>
  );
}
