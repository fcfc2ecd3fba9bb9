import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { DashboardResponse } from '@cashier/contracts';
import { IconCash, IconClockHour4, IconReceipt, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

/**
 * The day's four headline figures; skeletons while `data` is loading. Sales are net of the day's
 * refunds, with the gross and the refunds under the figure.
 */
export function StatCards({ data }: { data: DashboardResponse | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number, d: DashboardResponse) => formatPrice(minor, d.currency, locale);
  const cards: {
    label: string;
    icon: ReactNode;
    value: (d: DashboardResponse) => string;
    details?: (d: DashboardResponse) => { label: string; value: string }[];
  }[] = [
    {
      label: t('dashboard.sales'),
      icon: <IconCash size={20} />,
      value: (d) => money(d.sales, d),
      details: (d) => [
        { label: t('dashboard.grossSales'), value: money(d.grossSales, d) },
        {
          label: t('dashboard.refundsCount', { count: formatNumber(d.refundCount, locale) }),
          value: money(d.refunds ? -d.refunds : 0, d),
        },
      ],
    },
    {
      label: t('dashboard.orders'),
      icon: <IconReceipt size={20} />,
      value: (d) => formatNumber(d.orders, locale),
    },
    {
      label: t('dashboard.openOrders'),
      icon: <IconClockHour4 size={20} />,
      value: (d) => formatNumber(d.openOrders, locale),
    },
    {
      label: t('dashboard.averageOrder'),
      icon: <IconScale size={20} />,
      value: (d) => money(d.averageOrder, d),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md" role="group" aria-label={card.label}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" fw={500}>
              {card.label}
            </Text>
            <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
              {card.icon}
            </ThemeIcon>
          </Group>
          {/* The figure has the card's whole width, so amounts such as "SAR 12,345.00" stay on one line. */}
          {data ? (
            <Text fz={24} fw={700} lh={1.25} mt={6} style={{ overflowWrap: 'break-word' }}>
              {card.value(data)}
            </Text>
          ) : (
            <Skeleton h={30} w={120} mt={6} />
          )}
          {data &&
            card.details?.(data).map((line) => (
              <Group key={line.label} justify="space-between" gap="xs" mt={2} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {line.value}
                </Text>
              </Group>
            ))}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
