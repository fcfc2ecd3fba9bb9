import { Group, Paper, Title } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Receipt, useReceiptSettings } from '@/components/receipt';
import { useLocale } from '@/lib/i18n';
import type { OrderNames } from '../hooks/use-order-names';
import { ReceiptLanguageControl, type ReceiptLanguage } from './receipt-language';

/** The order's receipt as it prints, in English, Arabic or both. */
export function ReceiptCard({ order, names }: { order: Order; names: OrderNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useReceiptSettings();
  const [language, setLanguage] = useState<ReceiptLanguage>(locale);
  return (
    <Paper withBorder radius="md" p="md" pos="sticky" top={80}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4">
          {t('sales.receipt.label')}
        </Title>
        <ReceiptLanguageControl value={language} onChange={setLanguage} />
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
