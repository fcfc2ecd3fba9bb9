import { Group, Paper, SimpleGrid, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { signedPercent } from '../format';
import { change } from '../range';
import classes from './report.module.css';

/** One headline figure, with the same figure of the previous period to compare with. */
export interface Figure {
  label: string;
  /** The figure as shown. */
  value: string;
  current: number;
  previous: number;
  /** The previous figure as shown, for the tooltip. */
  previousValue: string;
  /** Whether a rise is good news (sales) or bad (refunds, voids); 'none' shows it plainly. */
  rising?: 'good' | 'bad' | 'none';
}

/**
 * Makes Figures from one period's totals and the previous period's, by what to pick from both.
 * @example const figure = comparing(totals, previous); figure('Net', (t) => t.net, money)
 */
export function comparing<T>(totals: T, previous: T) {
  return (
    label: string,
    pick: (f: T) => number,
    format: (v: number) => string,
    rising: Figure['rising'] = 'good',
  ): Figure => ({
    label,
    value: format(pick(totals)),
    current: pick(totals),
    previous: pick(previous),
    previousValue: format(pick(previous)),
    rising,
  });
}

/**
 * How a figure moved since the previous period: "+12%" with an arrow, green for good news and red
 * for bad; "new" when there was nothing before, and a dash when nothing changed.
 */
export function ChangeBadge({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fraction = change(figure.current, figure.previous);
  const diff = figure.current - figure.previous;
  const tone =
    diff === 0 || figure.rising === 'none'
      ? classes.flat
      : diff > 0 === (figure.rising !== 'bad')
        ? classes.good
        : classes.bad;
  const Icon = diff > 0 ? IconArrowUpRight : diff < 0 ? IconArrowDownRight : IconMinus;
  const text =
    diff === 0
      ? t('reports.change.same')
      : fraction === null
        ? t('reports.change.new')
        : signedPercent(fraction, locale);
  const label = t('reports.change.previous', { value: figure.previousValue });
  return (
    <Tooltip label={label}>
      <span className={`${classes.change} ${tone}`} aria-label={`${text}, ${label}`} data-change>
        <Icon size={14} aria-hidden style={{ transform: locale === 'ar' ? 'scaleX(-1)' : undefined }} />
        {text}
      </span>
    </Tooltip>
  );
}

/** The report's headline figures as cards, each with its change since the previous period. */
export function FigureCards({ figures, loading = false }: { figures: Figure[]; loading?: boolean }) {
  const n = Math.max(1, figures.length);
  return (
    // Rows as full as they can be: six cards make two rows of three, ten two rows of five.
    <SimpleGrid cols={{ base: 2, sm: Math.min(n, 3), lg: n === 6 ? 3 : Math.min(n, 5) }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="sm" role="group" aria-label={figure.label}>
          <Text size="xs" c="dimmed" fw={500} lineClamp={1}>
            {figure.label}
          </Text>
          {loading ? (
            <Skeleton h={26} w="70%" mt={6} />
          ) : (
            <>
              <Text
                fz={{ base: 'md', sm: 'lg' }}
                fw={700}
                lh={1.3}
                mt={4}
                style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                data-figure
              >
                {figure.value}
              </Text>
              <Group gap={4} mt={2} wrap="nowrap">
                <ChangeBadge figure={figure} />
              </Group>
            </>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
