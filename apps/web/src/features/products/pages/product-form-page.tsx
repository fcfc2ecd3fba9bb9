import { Alert, Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useCategoryOptions, useProduct, useStations } from '../api';
import { ModifierGroupsSection } from '../components/modifier-groups-section';
import { ProductForm } from '../components/product-form';

/** /admin/products/create and /admin/products/edit/:id. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const product = useProduct(id);
  const categories = useCategoryOptions();
  const stations = useStations();

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  const failed = (id !== null && product.isError) || categories.isError || stations.isError;
  const retry = () => void Promise.all([categories.refetch(), stations.refetch()]);
  if (failed)
    return <QueryError error={product.error ?? categories.error ?? stations.error} onRetry={retry} />;
  if ((id !== null && product.isPending) || categories.isPending || stations.isPending)
    return <Loader m="xl" />;
  if (id !== null && !product.data) return <NotFoundView />;

  const existing = product.data ?? null;
  const onSaved = () => {
    notifySuccess(t('products.saved'));
    void navigate(to('/admin/products'));
  };
  const title = existing
    ? t('products.editTitle', { name: locale === 'ar' ? existing.nameAr : existing.nameEn })
    : t('products.createTitle');

  return (
    <Stack gap={0}>
      <PageHeader title={title} />
      {categories.data.length === 0 && (
        <Alert color="yellow" mb="md">
          {t('products.noCategories')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <ProductForm
          key={existing?.id ?? 'new'}
          product={existing}
          categories={categories.data}
          stations={stations.data}
          categoryId={search.get('category') ?? ''}
          onSaved={onSaved}
        />
      </Paper>
      <ModifierGroupsSection productId={existing?.id ?? null} />
    </Stack>
  );
}
