import { Box, Text, Tooltip } from '@mantine/core';
import type { SalesManagerReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatHour } from '@cashier/web-core/format';
import { useFormatters } from '../../hooks/use-money';
import { NothingYet, ReportSection } from '../report-section';
import classes from './hour-heatmap.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Sales per staff member and hour of day: a row per person, a column per hour (0–23), each cell
 * shaded by its share of the busiest cell. A grid of the page's own direction, so in Arabic the
 * hours run from the right as the text does.
 */
export function HourHeatmap({
  report,
  names,
}: {
  report: SalesManagerReport;
  names: Map<number | null, string>;
}) {
  const { t } = useTranslation();
  const { money, count, locale } = useFormatters(report.currency);
  const staff = [...new Set(report.byHour.map((c) => c.userId))];
  const cells = new Map(report.byHour.map((c) => [`${c.userId ?? 'none'}:${c.hour}`, c]));
  const busiest = Math.max(1, ...report.byHour.map((c) => c.sales));
  const name = (id: number | null) => names.get(id) ?? t('reports.unknownUser');

  return (
    <ReportSection title={t('reports.manager.heatmap')}>
      {staff.length === 0 ? (
        <NothingYet>{t('reports.manager.noSales')}</NothingYet>
      ) : (
        <div className={classes.scroll}>
          <div className={classes.grid} role="table" aria-label={t('reports.manager.heatmap')}>
            <div className={classes.row} role="row">
              <div className={classes.corner} role="columnheader">
                {t('reports.col.staff')}
              </div>
              {HOURS.map((hour) => (
                <div
                  key={hour}
                  className={classes.hour}
                  role="columnheader"
                  aria-label={formatHour(hour, locale)}
                >
                  {count(hour)}
                </div>
              ))}
            </div>
            {staff.map((id) => (
              <div key={id ?? 'none'} className={classes.row} role="row">
                <div className={classes.name} role="rowheader">
                  <Text size="sm" truncate>
                    {name(id)}
                  </Text>
                </div>
                {HOURS.map((hour) => {
                  const cell = cells.get(`${id ?? 'none'}:${hour}`);
                  const share = cell ? cell.sales / busiest : 0;
                  const label = cell
                    ? t('reports.manager.cell', {
                        name: name(id),
                        hour: formatHour(hour, locale),
                        sales: money(cell.sales),
                        orders: count(cell.orders),
                      })
                    : t('reports.manager.cellEmpty', { name: name(id), hour: formatHour(hour, locale) });
                  return (
                    <Tooltip key={hour} label={label} disabled={!cell}>
                      <Box
                        className={classes.cell}
                        role="cell"
                        aria-label={label}
                        data-sales={cell?.sales ?? 0}
                        style={{ '--share': cell ? 0.15 + share * 0.85 : 0 }}
                      />
                    </Tooltip>
                  );
                })}
              </div>
            ))}
          </div>
          <Text size="xs" c="dimmed" mt="xs">
            {t('reports.manager.heatmapHint', { amount: money(busiest) })}
          </Text>
        </div>
      )}
    </ReportSection>
  );
}
