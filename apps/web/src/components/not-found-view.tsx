import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@/lib/paths';
import { StatusView } from '@cashier/ui/status-view';

/** 404: "Page not found" with a Return Home button to /admin */
export function NotFoundView({ showBrand = false }: { showBrand?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <StatusView
      showBrand={showBrand}
      mark={
        <Text fz={72} fw={800} c="teal.6" lh={1} aria-hidden>
          404
        </Text>
      }
      title={t('errors.notFoundTitle')}
      message={t('errors.notFoundMessage')}
      action={{ label: t('errors.returnHome'), to: to('/admin') }}
    />
  );
}
