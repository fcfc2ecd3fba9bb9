import { Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useCategory, useStations } from '../api';
import { CategoryForm } from '../components/category-form';

/** /admin/categories/create and /admin/categories/edit/:id (without an id it creates). */
export function CategoryFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const category = useCategory(id);
  const stations = useStations();

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  if (id !== null && category.isPending) return <Loader m="xl" />;
  if (id !== null && category.isError)
    return <QueryError error={category.error} onRetry={() => void category.refetch()} />;
  if (id !== null && !category.data) return <NotFoundView />;
  if (stations.isError) return <QueryError error={stations.error} onRetry={() => void stations.refetch()} />;
  if (stations.isPending) return <Loader m="xl" />;

  const existing = category.data ?? null;
  const onSaved = () => {
    notifySuccess(t('categories.saved'));
    void navigate(to('/admin/categories'));
  };
  const title = existing
    ? t('categories.editTitle', { name: locale === 'ar' ? existing.nameAr : existing.nameEn })
    : t('categories.createTitle');

  return (
    <Stack gap={0}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <CategoryForm
          key={existing?.id ?? 'new'}
          category={existing}
          stations={stations.data}
          onSaved={onSaved}
        />
      </Paper>
    </Stack>
  );
}
