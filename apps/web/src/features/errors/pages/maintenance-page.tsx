import { ThemeIcon } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '@cashier/ui/status-view';

/** /errors/maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusView
      showBrand
      mark={
        <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
          <IconTool size={40} />
        </ThemeIcon>
      }
      title={t('errors.maintenanceTitle')}
      message={t('errors.maintenanceMessage')}
    />
  );
}
