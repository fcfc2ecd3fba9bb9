import { Autocomplete, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Expense } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { MoneyInput } from '@cashier/ui/money-input';
import { PictureInput } from '@/components/picture-input';
import { useBusinessToday } from '@/lib/business-day';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { moneyExample } from '@/lib/form-schema';
import { useAppSettings } from '@cashier/web-core/settings';
import { useExpenseCategories, useSaveExpense } from '../api';
import { expenseFormSchema, expenseValues } from './expense-values';

interface ExpenseFormProps {
  expense: Expense | null;
  onSaved: (expense: Expense) => void;
  onCancel: () => void;
}

/** An expense: its category (with the ones used before as suggestions), amount, day, note and receipt. */
export function ExpenseForm({ expense, onSaved, onCancel }: ExpenseFormProps) {
  const { t } = useTranslation();
  const { currency } = useAppSettings();
  const today = useBusinessToday();
  const save = useSaveExpense(expense?.id ?? null);
  const categories = useExpenseCategories();
  const schema = useMemo(() => expenseFormSchema(currency), [currency]);
  const form = useSchemaForm({
    schema,
    initialValues: expenseValues(expense, currency, today),
    messages: {
      category: { required: t('expenses.categoryRequired') },
      amount: { required: t('expenses.amountRequired') },
    },
  });
  const submit = form.onSubmit((body) => save.mutate(body, saveOutcome(form, onSaved)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Autocomplete
          label={t('expenses.category')}
          description={t('expenses.categoryHint')}
          data={(categories.data ?? []).map((c) => c.category)}
          maxLength={80}
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyInput
            currency={currency}
            label={t('expenses.amountIn', { currency })}
            description={t('expenses.amountHint', { example: moneyExample(currency) })}
            required
            {...form.getInputProps('amount')}
          />
          <TextInput
            type="date"
            label={t('expenses.spentOn')}
            description={t('expenses.spentOnHint')}
            required
            {...form.getInputProps('spentOn')}
          />
        </SimpleGrid>
        <Textarea
          label={t('expenses.note')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <PictureInput label={t('expenses.receipt')} {...form.getInputProps('receipt')} />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
