import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DashboardResponse } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { ChartCard } from './chart-card';

/** The best sellers as a ranked list with bars: names never clip, and bars follow the page direction. */
export function TopProducts({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const most = Math.max(1, ...data.topProducts.map((p) => p.quantity));

  return (
    <ChartCard title={t('dashboard.topProducts')}>
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.topProducts.map((product, index) => {
          const name = locale === 'ar' && product.nameAr ? product.nameAr : product.name;
          return (
            <li key={`${product.productId ?? 'gone'}-${product.name}`}>
              <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <ThemeIcon size={22} radius="xl" variant="light" fz="xs" fw={700}>
                    {formatNumber(index + 1, locale)}
                  </ThemeIcon>
                  <Text size="sm" fw={500} truncate>
                    {name}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('dashboard.sold', { quantity: formatNumber(product.quantity, locale) })} ·{' '}
                  {formatPrice(product.sales, data.currency, locale)}
                </Text>
              </Group>
              <Progress value={(product.quantity / most) * 100} size="md" radius="xl" aria-hidden />
            </li>
          );
        })}
      </Stack>
    </ChartCard>
  );
}
