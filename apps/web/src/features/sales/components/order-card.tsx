import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';

/** One card of the order's page: a bordered panel under its heading. */
export function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A moment as the order's page shows it: in the screen's language and the restaurant's time zone. */
export function useMoment(): (iso: string) => string {
  const locale = useLocale();
  const timezone = useAppSettings().values.timezone;
  return (iso) => formatDateTime(iso, locale, timezone);
}
