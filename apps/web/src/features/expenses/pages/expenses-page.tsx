import { Alert, Button, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Expense } from '@cashier/contracts';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@cashier/web-core/api-client';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppSettings } from '@cashier/web-core/settings';
import { useDeleteExpense, useExpenses } from '../api';
import { ExpenseFilters } from '../components/expense-filters';
import { ExpenseForm } from '../components/expense-form';
import { ExpensesTable } from '../components/expenses-table';
import { PER_PAGE, useExpenseFilter, type ExpenseFilterState } from '../hooks/use-expense-filter';

/** `null` closed, `'new'` creating, an expense editing it. */
type Editing = Expense | 'new' | null;

/** /admin/expenses: what the restaurant spent, filtered by days and category, edited in a dialog. */
export function ExpensesPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Editing>(null);
  const state = useExpenseFilter();
  const expenses = useExpenses(state.filter, !state.badOrder);
  const askDelete = useConfirmDeleteExpense();
  const current = editing === 'new' ? null : editing;
  const forbidden = isApiError(expenses.error) && expenses.error.status === 403;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('expenses.title')}
        actions={
          !forbidden && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
              {t('expenses.create')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <ExpenseFilters state={state} />
        {forbidden ? (
          <Alert color="blue" icon={<IconLock />} title={t('expenses.forbiddenTitle')}>
            {t('expenses.forbidden')}
          </Alert>
        ) : (
          <ExpenseList state={state} query={expenses} onEdit={setEditing} onDelete={askDelete} />
        )}
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('expenses.editTitle') : t('expenses.createTitle')}
        size="lg"
        fullScreen={phone}
      >
        <ExpenseForm
          key={current?.id ?? 'new'}
          expense={current}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            notifySuccess(t('expenses.saved'));
            setEditing(null);
          }}
        />
      </Modal>
    </Stack>
  );
}

function ExpenseList({
  state,
  query,
  onEdit,
  onDelete,
}: {
  state: ExpenseFilterState;
  query: ReturnType<typeof useExpenses>;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}) {
  const { t } = useTranslation();
  if (state.badOrder) return null;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader m="xl" />;
  if (query.data.expenses.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {state.filtered ? t('expenses.noMatch') : t('expenses.empty')}
      </Text>
    );
  return (
    <ExpensesTable
      expenses={query.data.expenses}
      total={query.data.total}
      page={state.filter.page}
      perPage={PER_PAGE}
      onPage={(page) => state.update({ page: String(page) })}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

/** Asks, deletes, and says what happened. */
function useConfirmDeleteExpense(): (expense: Expense) => void {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const remove = useDeleteExpense();
  return (expense) =>
    confirmDelete({
      title: t('expenses.deleteTitle'),
      message: t('expenses.deleteConfirm', {
        category: expense.category,
        amount: formatPrice(expense.amount, currency, locale),
      }),
      onConfirm: () =>
        remove.mutate(expense.id, {
          onSuccess: () => notifySuccess(t('expenses.deleted')),
          onError: (error) => notifyError(error, t('expenses.deleteFailed')),
        }),
    });
}
