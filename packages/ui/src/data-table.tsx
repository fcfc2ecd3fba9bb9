import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@cashier/web-core/i18n';
import { sortRows, type SortValue } from './sort-rows';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => SortValue;
  /** The server sorts by this column's key (a `server` table); no `sortValue` needed. */
  sortable?: boolean;
  align?: 'start' | 'end';
}

/** The sort a table shows: a column key (or none) and its direction. */
export interface TableSort {
  key: string | null;
  desc: boolean;
}

/**
 * A list the server pages and sorts (GET … ?page=&perPage=&sort=&dir=): the table shows `rows` as
 * given, one page of `total`, and asks for another page or sort instead of doing it itself.
 */
export interface ServerPaging {
  total: number;
  page: number;
  onPage: (page: number) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
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
  /** Set when the server pages and sorts the list; `rows` is then one page of it. */
  server?: ServerPaging;
}

/**
 * A list screen's table: click a header to sort (again to reverse), pages of `pageSize` rows.
 * Sorting compares text with the active locale's collation, so Arabic names sort as Arabic. With
 * `server`, the server sorts and pages (lists that can hold thousands of rows) and the table only
 * shows the page and asks for others.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rowKey, pageSize = 25, minWidth = 720, label } = props;
  const { sort, toggle, total, pages, current, visible, setPage } = useTableView(props);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={sort} onSort={toggle} />
              ))}
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
      {total > pageSize && (
        <Pager
          page={current}
          pages={pages}
          from={(current - 1) * pageSize + 1}
          to={(current - 1) * pageSize + visible.length}
          total={total}
          onPage={setPage}
        />
      )}
    </>
  );
}

/** A column's header: a button that sorts by it when it can be sorted, else its plain name. */
function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: TableSort;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation(UI_NS);
  const active = sort.key === column.key;
  const Icon = active ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  const sortable = !!column.sortValue || !!column.sortable;
  return (
    <Table.Th
      ta={column.align ?? 'start'}
      py={sortable ? 0 : undefined}
      aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
    >
      {sortable ? (
        <UnstyledButton
          onClick={() => onSort(column.key)}
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
}

/** "Showing from–to of total" and the page buttons, under a table longer than one page. */
function Pager({
  page,
  pages,
  from,
  to,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(UI_NS);
  const locale = useLocale();
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('table.showing', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('table.previous') : t('table.next'),
        })}
      />
    </Group>
  );
}

/** What the table shows: its sort, the page asked for within the pages there are, and that page's rows. */
function useTableView<T>({
  rows,
  columns,
  initialSort,
  initialDesc = false,
  pageSize = 25,
  filterKey = '',
  server,
}: DataTableProps<T>) {
  const locale = useLocale();
  const [ownSort, setOwnSort] = useState<TableSort>({ key: initialSort ?? null, desc: initialDesc });
  const [ownPage, setOwnPage] = useState(1);
  const sort = server?.sort ?? ownSort;
  const page = server?.page ?? ownPage;
  const setPage = server?.onPage ?? setOwnPage;
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    // A new search shows its first matches, not page 3 of them.
    setSeenFilter(filterKey);
    setOwnPage(1);
  }

  const sorted = useMemo(() => {
    const value = columns.find((c) => c.key === sort.key)?.sortValue;
    return value && !server ? sortRows(rows, value, sort.desc, locale) : rows;
  }, [rows, columns, sort, locale, server]);

  const total = server?.total ?? sorted.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  const visible = server ? rows : sorted.slice((current - 1) * pageSize, current * pageSize);
  // A delete can empty the last page the server was asked for: ask for the last one there is.
  const onPage = server?.onPage;
  const askedPage = server?.page ?? 1;
  useEffect(() => {
    if (onPage && askedPage > pages) onPage(pages);
  }, [onPage, askedPage, pages]);

  const toggle = (key: string) => {
    const next = { key, desc: sort.key === key ? !sort.desc : false };
    if (server) return server.onSort(next);
    setOwnSort(next);
    setOwnPage(1);
  };
  return { sort, toggle, total, pages, current, visible, setPage };
}
