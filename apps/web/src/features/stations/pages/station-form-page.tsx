import { Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useStation } from '../api';
import { StationForm } from '../components/station-form';

/** /admin/stations/create and /admin/stations/edit/:id (without an id it creates). */
export function StationFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const station = useStation(id);

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  if (id !== null && station.isPending) return <Loader m="xl" />;
  if (id !== null && station.isError)
    return <QueryError error={station.error} onRetry={() => void station.refetch()} />;
  if (id !== null && !station.data) return <NotFoundView />;

  const existing = station.data ?? null;
  const onSaved = () => {
    notifySuccess(t('stations.saved'));
    void navigate(to('/admin/stations'));
  };
  const title = existing
    ? t('stations.editTitle', { name: locale === 'ar' ? existing.nameAr : existing.nameEn })
    : t('stations.createTitle');

  return (
    <Stack gap={0}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <StationForm key={existing?.id ?? 'new'} station={existing} onSaved={onSaved} />
      </Paper>
    </Stack>
  );
}
