import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { orderKind, type Order } from '@cashier/contracts';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { useCustomerNames, useTableNames, type OrderSort } from '../api';
import { StatusBadge } from './status-badge';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The list's sort: a column and its direction (`null`: newest first, as the server answers). */
export interface OrdersSort {
  key: OrderSort | null;
  desc: boolean;
}

interface OrdersTableProps {
  orders: Order[];
  label: string;
  sort: OrdersSort;
  /** A sortable header was clicked: sort by it (again: the other way). */
  onSort: (key: OrderSort) => void;
}

/**
 * Orders in the order given (the server sorts the whole list before paging it). A sortable
 * column's header is a button, as in the other lists' DataTable; with no sort chosen the date
 * column shows the default, newest first. A row opens the order; its ticket is also a link, for
 * the keyboard and screen readers.
 */
export function OrdersTable({ orders, label, sort, onSort }: OrdersTableProps) {
  const { t } = useTranslation();
  const tables = useTableNames();
  const customers = useCustomerNames(orders.map((o) => o.customerId));
  const header = (title: string, key?: OrderSort, end = false) => (
    <SortHeader title={title} sortKey={key} end={end} sort={sort} onSort={onSort} />
  );

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {header(t('sales.list.ticket'), 'ticket')}
            {header(t('sales.list.invoice'))}
            {header(t('sales.list.type'), 'type')}
            {header(t('common.status'), 'status')}
            {header(t('sales.list.table'))}
            {header(t('sales.list.customer'))}
            {header(t('sales.list.total'), 'total', true)}
            {header(t('sales.list.paid'), 'paid', true)}
            {header(t('sales.list.date'), 'date')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} tables={tables.data} customers={customers.data} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface SortHeaderProps {
  title: string;
  /** The column's sort; a column without one is a plain header. */
  sortKey: OrderSort | undefined;
  end: boolean;
  sort: OrdersSort;
  onSort: (key: OrderSort) => void;
}

function SortHeader({ title, sortKey: key, end, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  if (!key) return <Table.Th ta={end ? 'end' : undefined}>{title}</Table.Th>;
  const on = (sort.key ?? 'date') === key;
  const Icon = on ? (sort.desc ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  return (
    <Table.Th
      ta={end ? 'end' : undefined}
      py={0}
      aria-sort={on ? (sort.desc ? 'descending' : 'ascending') : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(key)}
        title={t('table.sortBy', { column: title })}
        mih={44}
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Icon size={14} opacity={on ? 1 : 0.4} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

interface OrderRowProps {
  order: Order;
  tables: Map<number, string> | undefined;
  customers: Map<number, string> | undefined;
}

/** One order; the row opens it, and so does its ticket, a link for the keyboard and screen readers. */
function OrderRow({ order, tables, customers }: OrderRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { values } = useAppSettings();
  const href = to(`/admin/sales/order/${order.id}`);
  return (
    <Table.Tr
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a')) void navigate(href);
      }}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>
        <Anchor
          component={Link}
          to={href}
          fw={700}
          size="sm"
          aria-label={t('sales.list.openOrder', { number: order.ticketNumber })}
          style={{ ...nowrap, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          #{formatNumber(order.ticketNumber, locale)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {order.invoiceNumber !== null ? (
          <Text span size="sm" style={nowrap}>
            {order.invoiceNumber}
          </Text>
        ) : (
          dash
        )}
      </Table.Td>
      <Table.Td>
        <Text span size="sm" style={nowrap}>
          {t(`orderKinds.${orderKind(order)}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={order.status} />
      </Table.Td>
      <NameCell id={order.tableId} names={tables} />
      <NameCell id={order.customerId} names={customers} />
      <Table.Td ta="end">
        <Text span size="sm" fw={600} style={nowrap}>
          {formatPrice(order.total, order.currency, locale)}
        </Text>
      </Table.Td>
      <Table.Td ta="end">
        <Text
          span
          size="sm"
          style={nowrap}
          c={order.balanceDue > 0 && order.status !== 'canceled' ? 'red.7' : undefined}
        >
          {formatPrice(order.paidTotal, order.currency, locale)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text span size="sm" style={nowrap}>
          {formatDateTime(order.createdAt, locale, values.timezone)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A table's or customer's name (`#id` while it is not known), or a dash when the order has none. */
function NameCell({ id, names }: { id: number | null; names: Map<number, string> | undefined }) {
  return (
    <Table.Td>
      {id !== null ? (
        <Text span size="sm">
          {names?.get(id) ?? `#${id}`}
        </Text>
      ) : (
        dash
      )}
    </Table.Td>
  );
}
