import { Anchor, Text } from '@mantine/core';
import type { Expense } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { Thumbnail } from '@cashier/ui/thumbnail';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { intlLocale } from '@cashier/web-core/locale';
import { useAppSettings } from '@cashier/web-core/settings';

interface ExpensesTableProps {
  expenses: Expense[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

const day = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One page of expenses, newest first: the server pages them. */
export function ExpensesTable({
  expenses,
  total,
  page,
  perPage,
  onPage,
  onEdit,
  onDelete,
}: ExpensesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const label = (e: Expense) => `${e.category} ${day(e.spentOn, intlLocale(locale))}`;
  const columns: Column<Expense>[] = [
    {
      key: 'date',
      header: t('expenses.spentOn'),
      render: (e) => (
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {day(e.spentOn, intlLocale(locale))}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: t('expenses.amount'),
      render: (e) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} span>
          {formatPrice(e.amount, currency, locale)}
        </Text>
      ),
      align: 'end',
    },
    { key: 'category', header: t('expenses.category'), render: (e) => e.category },
    {
      key: 'note',
      header: t('expenses.note'),
      render: (e) =>
        e.note ? (
          <Text size="sm" lineClamp={2} maw={280} style={{ overflowWrap: 'anywhere' }}>
            {e.note}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'receipt',
      header: t('expenses.receipt'),
      render: (e) => <ReceiptCell receipt={e.receipt} name={label(e)} />,
    },
    { key: 'who', header: t('expenses.who'), render: (e) => e.userName ?? '—' },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (e) => <RowActions name={label(e)} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />,
      align: 'end',
    },
  ];
  return (
    <DataTable
      label={t('expenses.title')}
      rows={expenses}
      columns={columns}
      rowKey={(e) => e.id}
      pageSize={perPage}
      minWidth={860}
      server={{ total, page, onPage, sort: { key: null, desc: true }, onSort: () => undefined }}
    />
  );
}

/** The receipt's picture, opened whole in a new tab, or "none". */
function ReceiptCell({ receipt, name }: { receipt: string | null; name: string }) {
  const { t } = useTranslation();
  if (!receipt)
    return (
      <Text size="sm" c="dimmed" span>
        {t('expenses.noReceipt')}
      </Text>
    );
  return (
    <Anchor href={receipt} target="_blank" rel="noopener" aria-label={t('expenses.openReceipt', { name })}>
      <Thumbnail src={receipt} alt={t('expenses.receiptOf', { name })} />
    </Anchor>
  );
}
