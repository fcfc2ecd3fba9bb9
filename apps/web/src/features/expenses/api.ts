import type { ExpenseInput } from '@cashier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';

/** Every expenses key starts here; the reports' keys start with 'reports'. */
const root = ['expenses'] as const;
const reportsRoot = ['reports'] as const;

export interface ExpenseListFilter {
  from?: string;
  to?: string;
  category?: string;
  page: number;
  perPage: number;
}

/** GET /v1/expenses: one page, newest first, and how many match across all pages. */
export const expensesQuery = (filter: ExpenseListFilter) =>
  queryOptions({
    queryKey: [...root, 'list', filter],
    queryFn: ({ signal }) => api('GET /v1/expenses', { query: filter, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesError: true },
  });

export function useExpenses(filter: ExpenseListFilter, enabled = true) {
  return useQuery({ ...expensesQuery(filter), enabled });
}

/** GET /v1/expenses/categories: the categories used so far, most used first (the form's suggestions). */
export function useExpenseCategories() {
  return useQuery({
    queryKey: [...root, 'categories'],
    queryFn: async ({ signal }) => (await api('GET /v1/expenses/categories', { signal })).categories,
    meta: { handlesError: true },
  });
}

/** After a change: the lists, the suggestions, and the reports that count expenses. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: root }),
      client.invalidateQueries({ queryKey: reportsRoot }),
    ]);
}

/** POST /v1/expenses/create or PUT /v1/expenses/update/{id}. */
export function useSaveExpense(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: ExpenseInput) =>
      id === null
        ? (await api('POST /v1/expenses/create', { body })).expense
        : (await api('PUT /v1/expenses/update/:id', { params: { id }, body })).expense,
    meta: { handlesError: true },
    onSuccess: refresh,
  });
}

/** DELETE /v1/expenses/destroy/{id}. */
export function useDeleteExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /v1/expenses/destroy/:id', { params: { id } }),
    meta: { handlesError: true },
    onSuccess: refresh,
  });
}
