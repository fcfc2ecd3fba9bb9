import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { useSettings } from '../api';
import { GeneralForm } from '../components/general-form';

/** /admin/settings/general: the restaurant's name, logos, money, tax, region and receipt. */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Stack gap={0}>
      <PageHeader title={t('settings.title')} />
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.isFetchedAfterMount && settings.data ? (
        <GeneralForm saved={settings.data} />
      ) : (
        <Loader m="xl" />
      )}
    </Stack>
  );
}
