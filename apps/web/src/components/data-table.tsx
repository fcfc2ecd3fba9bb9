import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { sortRows, type SortValue } from './sort-rows';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The column sorted by at first, ascending unless `initialDesc`. */
  initialSort?: string;
  initialDesc?: boolean;
  pageSize?: number;
  /** Below this width the table scrolls sideways inside its box instead of widening the page. */
  minWidth?: number;
  /** When this changes (a new search or filter), the table goes back to its first page. */
  filterKey?: string;
  /** The table's accessible name. */
  label?: string;
}

/**
 * A list screen's table: click a header to sort (again to reverse), pages of `pageSize` rows.
 * Sorting compares text with the active locale's collation, so Arabic names sort as Arabic.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  initialSort,
  initialDesc = false,
  pageSize = 25,
  minWidth = 720,
  filterKey = '',
  label,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sort, setSort] = useState({ key: initialSort ?? null, desc: initialDesc });
  const [page, setPage] = useState(1);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    // A new search shows its first matches, not page 3 of them.
    setSeenFilter(filterKey);
    setPage(1);
  }

  const sorted = useMemo(() => {
    const value = columns.find((c) => c.key === sort.key)?.sortValue;
    return value ? sortRows(rows, value, sort.desc, locale) : rows;
  }, [rows, columns, sort, locale]);

  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);

  const toggle = (key: string) => {
    setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }));
    setPage(1);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort.key === column.key;
                const Icon = active ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.align ?? 'start'}
                    py={column.sortValue ? 0 : undefined}
                    aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  >
                    {column.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggle(column.key)}
                        title={t('table.sortBy', { column: column.header })}
                        mih={44}
                        style={{ display: 'inline-flex', alignItems: 'center' }}
                      >
                        <Group gap={4} wrap="nowrap">
                          <Text fw={700} size="sm">
                            {column.header}
                          </Text>
                          <Icon size={14} opacity={active ? 1 : 0.4} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align ?? 'start'}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sorted.length > pageSize && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('table.showing', {
              from: formatNumber((current - 1) * pageSize + 1, locale),
              to: formatNumber((current - 1) * pageSize + visible.length, locale),
              total: formatNumber(sorted.length, locale),
            })}
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('table.previous') : t('table.next'),
            })}
          />
        </Group>
      )}
    </>
  );
}
