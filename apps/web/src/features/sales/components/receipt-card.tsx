import { Group, Paper, SegmentedControl, Title } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Receipt, useReceiptSettings } from '@/components/receipt';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import type { OrderNames } from '../hooks/use-order-names';
import { touchSegments } from './touch';

/** The order's receipt as it prints, in English, Arabic or both. */
export function ReceiptCard({ order, names }: { order: Order; names: OrderNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useReceiptSettings();
  const [language, setLanguage] = useState<Locale | 'both'>(locale);
  return (
    <Paper withBorder radius="md" p="md" pos="sticky" top={80}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4">
          {t('sales.receipt.label')}
        </Title>
        <SegmentedControl
          styles={touchSegments}
          aria-label={t('sales.order.receiptLanguage')}
          value={language}
          onChange={(v) => setLanguage(v as Locale | 'both')}
          data={[
            { value: 'en', label: t('sales.order.english') },
            { value: 'ar', label: t('sales.order.arabic') },
            { value: 'both', label: t('sales.order.bothLanguages') },
          ]}
        />
      </Group>
      <div style={{ border: '1px solid var(--mantine-color-gray-3)', overflowX: 'auto' }}>
        <Receipt
          order={order}
          settings={settings}
          locale={language === 'both' ? locale : language}
          bilingual={language === 'both'}
          tableName={names.tableName}
          customerName={names.customerName}
          cashierName={names.cashierName}
          printable
        />
      </div>
    </Paper>
  );
}
