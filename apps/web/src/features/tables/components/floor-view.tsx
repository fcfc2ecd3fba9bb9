import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TABLE_STATUSES, type TableWithOrder } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { areaName } from '@/lib/area-name';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@cashier/web-core/locale';
import { STATUS_COLOR } from './table-status';
import { TableTile } from './table-tile';
import { useChangeTableStatus } from './use-set-status';
import { useTableAccess } from './use-table-access';

/**
 * Tables grouped by area (named in the screen's language), each area in floor-plan reading order
 * (row by row, then along the row), as a grid that fits a phone as well as a wall screen; the grid
 * follows the page direction.
 */
function byArea(
  tables: TableWithOrder[],
  collator: Intl.Collator,
  locale: Locale,
): [string | null, TableWithOrder[]][] {
  const groups = new Map<string | null, TableWithOrder[]>();
  const ordered = [...tables].sort(
    (a, b) => a.posY - b.posY || a.posX - b.posX || collator.compare(a.name, b.name),
  );
  for (const table of ordered) {
    const area = areaName(table, locale);
    groups.set(area, [...(groups.get(area) ?? []), table]);
  }
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)));
}

export function FloorView({ tables }: { tables: TableWithOrder[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const access = useTableAccess();
  const { change, pending } = useChangeTableStatus();
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });

  return (
    <Stack gap="lg">
      <Group gap="xs" aria-label={t('tables.legend')} role="list">
        {TABLE_STATUSES.map((s) => (
          <Badge key={s} role="listitem" color={STATUS_COLOR[s]} variant="light" size="lg" radius="sm">
            {t(`tables.statuses.${s}`)}: {formatNumber(tables.filter((x) => x.status === s).length, locale)}
          </Badge>
        ))}
      </Group>
      {byArea(tables, collator, locale).map(([area, list]) => (
        <section key={area ?? ''} aria-label={area ?? t('tables.noArea')}>
          <Group gap="xs" mb="sm">
            <Title order={3} size="h4">
              {area ?? t('tables.noArea')}
            </Title>
            <Text size="sm" c="dimmed">
              ({formatNumber(list.length, locale)})
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5, xl: 6 }} spacing="sm">
            {list.map((table) => (
              <TableTile
                key={table.id}
                table={table}
                changing={pending?.id === table.id}
                onStatus={access.setStatus ? (status) => change(table, status) : null}
                canSell={access.sell}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
