import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useAppSettings } from '@/lib/settings';
import { useCatalogCounts } from '../api';
import { CountCard } from '../components/count-card';

export function DashboardPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { restaurantName } = useAppSettings();
  const { categories, products } = useCatalogCounts();
  const name = useCurrentUser()?.name ?? '';

  return (
    <Stack gap="lg">
      <Title order={2}>{t('dashboard.title')}</Title>
      <Paper withBorder radius="md" p="xl" bg="var(--mantine-primary-color-light)">
        <Title order={3}>{t('dashboard.welcome', { name })}</Title>
        <Text mt="xs" c="dimmed">
          {t('dashboard.intro', { restaurant: restaurantName })}
        </Text>
      </Paper>
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
