import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { StatusView } from '@cashier/ui/status-view';

/** Any error other than 404: "Error {code}", the message, the logo and Back to Home */
export function ErrorView({ code = 500, message }: { code?: number; message?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <StatusView
      showBrand
      mark={
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={40} />
        </ThemeIcon>
      }
      title={t('errors.errorCode', { code: formatNumber(code, locale) })}
      message={message || t('errors.tryAgain')}
      action={{ label: t('errors.backHome'), to: to('/admin') }}
    />
  );
}
