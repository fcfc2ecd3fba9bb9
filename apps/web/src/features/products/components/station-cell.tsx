import { Text } from '@mantine/core';
import type { Category, Product } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useStations } from '@/api/stations';
import { useLocale } from '@/lib/i18n';

/** Where the kitchen makes a product: its own station, else its category's (marked so), else none. */
export function StationCell({ product, category }: { product: Product; category: Category | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: stations = [] } = useStations();
  const own = product.stationId ?? null;
  const id = own ?? category?.stationId ?? null;
  const station = stations.find((s) => s.id === id);
  if (!station) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} span>
      {locale === 'ar' ? station.nameAr : station.nameEn}
      {own === null && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({t('menuKitchen.viaCategory')})
        </Text>
      )}
    </Text>
  );
}
