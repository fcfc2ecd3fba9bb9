import { Text } from '@mantine/core';
import { can } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zPreviewQuery } from '@/api/shifts';
import { useBusinessToday } from '@/lib/business-day';
import { formatDay, formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useCurrentUser } from '@cashier/web-core/session';

/**
 * The business day the till is selling into. A manager (who may read the Z preview) sees the
 * server's day, and whether it already has a Z: a day may close more than once, and sales after a
 * close go into the next Z. Everyone else sees the day from the settings, by the server's rule.
 */
export function TillDay() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const today = useBusinessToday();
  const manager = can(user?.permissions ?? null, 'shifts.manage');
  // Kept fresh by the events stream (a shift or a day closed anywhere reloads the Z queries).
  const preview = useQuery({ ...zPreviewQuery(), enabled: manager, staleTime: 60_000 });
  const date = preview.data?.businessDate ?? today;
  const closed = preview.data?.closedToday ?? 0;
  return (
    <Text size="sm" c="dimmed" data-testid="till-day" aria-live="polite">
      {t('pos.businessDay', { date: formatDay(date, locale) })}
      {closed > 0 && (
        <>
          {' · '}
          <Text span size="sm" c="orange.8" fw={600} data-testid="till-day-closed">
            {t('pos.dayClosed', { count: closed, n: formatNumber(closed, locale) })}
          </Text>
        </>
      )}
    </Text>
  );
}
