import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sortRows, type SortValue } from '@cashier/ui/sort-rows';
import { useLocale } from '@/lib/i18n';
import classes from './report.module.css';

export interface ReportColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => SortValue;
  /** The column's cell in the totals row. */
  total?: ReactNode;
  /** Numbers sit at the end of their cell, in tabular digits, on one line. */
  numeric?: boolean;
  /** Kept on one line (dates and times). */
  nowrap?: boolean;
}

interface ReportTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: ReportColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The label of the totals row (in the first column); no totals row without it. */
  totalsLabel?: string;
  initialSort?: { key: string; desc: boolean };
  /** Below this width the table scrolls sideways inside its box instead of widening the page. */
  minWidth?: number;
}

/**
 * A report's table: every row (a report prints whole, so it is not paged), sortable by a click on
 * a header (again to reverse; text with the locale's collation), and a totals row at the foot.
 */
export function ReportTable<T>(props: ReportTableProps<T>) {
  const { label, rows, columns, rowKey, totalsLabel, initialSort, minWidth = 640 } = props;
  const locale = useLocale();
  const [sort, setSort] = useState<{ key: string | null; desc: boolean }>(
    initialSort ?? { key: null, desc: false },
  );
  const sorted = useMemo(() => {
    const value = columns.find((c) => c.key === sort.key)?.sortValue;
    return value ? sortRows(rows, value, sort.desc, locale) : [...rows];
  }, [rows, columns, sort, locale]);
  const toggle = (key: string) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : true }));
  const align = (column: ReportColumn<T>) => (column.numeric ? 'end' : 'start');
  const cellClass = (column: ReportColumn<T>) =>
    column.numeric ? classes.number : column.nowrap ? classes.nowrap : undefined;

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                onSort={toggle}
                align={align(column)}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={align(column)} className={cellClass(column)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totalsLabel && (
          <Table.Tfoot>
            <Table.Tr className={classes.totals}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} ta={align(column)} className={cellClass(column)}>
                  {index === 0 ? totalsLabel : column.total}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
  align,
}: {
  column: ReportColumn<T>;
  sort: { key: string | null; desc: boolean };
  onSort: (key: string) => void;
  align: 'start' | 'end';
}) {
  const { t } = useTranslation();
  const active = sort.key === column.key;
  const Icon = active ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  if (!column.sortValue) return <Table.Th ta={align}>{column.header}</Table.Th>;
  return (
    <Table.Th ta={align} py={0} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(column.key)}
        title={t('table.sortBy', { column: column.header })}
        mih={40}
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {column.header}
          </Text>
          <Icon size={14} opacity={active ? 1 : 0.4} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
