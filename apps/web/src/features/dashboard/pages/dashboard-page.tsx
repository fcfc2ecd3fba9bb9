import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCategory, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { formatDay } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { isForbidden, useCatalogCounts, useDashboard } from '../api';
import { CountCard } from '../components/count-card';
import { DashboardFigures } from '../components/dashboard-figures';
import { DayPicker } from '../components/day-picker';

export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  // null is today in the restaurant's time zone: the server decides which day that is.
  const [date, setDate] = useState<string | null>(null);
  const dashboard = useDashboard(date);
  const { categories, products } = useCatalogCounts();
  const shown = dashboard.data?.date ?? date;

  return (
    <Stack gap="lg">
      <div>
        <PageHeader
          title={t('dashboard.title')}
          actions={
            !isForbidden(dashboard.error) && (
              <DayPicker value={shown ?? ''} chosen={date !== null} onChange={setDate} />
            )
          }
        />
        {shown && (
          <Text c="dimmed" mt="-md">
            {t('dashboard.showingDay', { date: formatDay(shown, locale) })}
          </Text>
        )}
      </div>
      <DashboardFigures query={dashboard} today={date === null} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountCard
          label={t('dashboard.categories')}
          icon={<IconCategory />}
          query={categories}
          to={to('/admin/categories')}
        />
        <CountCard
          label={t('dashboard.products')}
          icon={<IconToolsKitchen2 />}
          query={products}
          to={to('/admin/products')}
        />
      </SimpleGrid>
    </Stack>
  );
}
