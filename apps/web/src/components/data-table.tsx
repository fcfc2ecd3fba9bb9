import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => string | number | null;
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
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sort, setSort] = useState({ key: initialSort ?? null, desc: initialDesc });
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key);
    if (!column?.sortValue) return rows;
    const value = column.sortValue;
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const out = [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    });
    return sort.desc ? out.reverse() : out;
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
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort.key === column.key;
                const Icon = active ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.align ?? 'start'}
                    aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  >
                    {column.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggle(column.key)}
                        title={t('table.sortBy', { column: column.header })}
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
