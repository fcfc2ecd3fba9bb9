import { ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@/lib/paths';
import { StatusView } from '@cashier/ui/status-view';

/** A screen that later issues build: "This screen is coming soon". */
export function ComingSoonView({ showBrand = false }: { showBrand?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <StatusView
      showBrand={showBrand}
      mark={
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconHourglassHigh size={40} />
        </ThemeIcon>
      }
      title={t('errors.comingSoonTitle')}
      message={t('errors.comingSoonMessage')}
      action={{ label: t('errors.returnHome'), to: to('/admin') }}
    />
  );
}
