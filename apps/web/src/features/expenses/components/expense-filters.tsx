import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExpenseCategories } from '../api';
import type { ExpenseFilterState } from '../hooks/use-expense-filter';

/** The list's filters: from and to (the browser's date fields) and a category used before. */
export function ExpenseFilters({ state }: { state: ExpenseFilterState }) {
  const { t } = useTranslation();
  const categories = useExpenseCategories();
  const { filter, update } = state;
  const options = (categories.data ?? []).map((c) => c.category);
  if (filter.category && !options.includes(filter.category)) options.push(filter.category);
  return (
    <Group mb="md" gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('expenses.from')}
        value={filter.from ?? ''}
        onChange={(e) => update({ from: e.currentTarget.value || null })}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
      />
      <TextInput
        type="date"
        label={t('expenses.to')}
        value={filter.to ?? ''}
        onChange={(e) => update({ to: e.currentTarget.value || null })}
        error={state.badOrder ? t('expenses.toBeforeFrom') : null}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
      />
      <Select
        label={t('expenses.category')}
        placeholder={t('expenses.allCategories')}
        data={options}
        value={filter.category ?? null}
        onChange={(value) => update({ category: value })}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
      />
      {state.filtered && (
        <Button variant="subtle" mt={{ base: 0, xs: 25 }} onClick={state.clear}>
          {t('expenses.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
