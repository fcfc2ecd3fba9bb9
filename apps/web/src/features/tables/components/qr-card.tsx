import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { DiningTable } from '@cashier/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@cashier/ui/brand';
import { i18n } from '@/lib/i18n';
import { tableOrderingUrl } from '../table-link';
import classes from './qr-card.module.css';
import { useQrCode } from './use-qr-code';

interface QrCardProps {
  table: DiningTable & { qrToken: string };
  onRotate: () => void;
  rotating: boolean;
}

/** The printable card of one table: logo, name, its QR code and "Scan to order" in both languages. */
export function QrCard({ table, onRotate, rotating }: QrCardProps) {
  const { t } = useTranslation();
  const url = tableOrderingUrl(table.qrToken);
  const qr = useQrCode(url);
  // Printed cards serve guests of both languages, whatever the manager's screen shows.
  const scanEn = i18n.getFixedT('en')('tables.scanToOrder');
  const scanAr = i18n.getFixedT('ar')('tables.scanToOrder');

  return (
    <Paper component="article" aria-label={table.name} withBorder radius="md" p="md" className={classes.card}>
      <Brand />
      <Text className={classes.name}>{table.name}</Text>
      {qr ? (
        <img src={qr} alt={t('tables.qrAlt', { name: table.name })} className={classes.qr} />
      ) : (
        <Skeleton className={classes.qr} />
      )}
      <Stack gap={0}>
        <Text fw={700} lang="en" dir="ltr">
          {scanEn}
        </Text>
        <Text fw={700} lang="ar" dir="rtl">
          {scanAr}
        </Text>
      </Stack>
      <Stack gap={4} className={classes.noPrint} w="100%">
        <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          h={44}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={rotating}
          onClick={onRotate}
          aria-label={t('tables.rotateNamed', { name: table.name })}
        >
          {t('tables.rotate')}
        </Button>
      </Stack>
    </Paper>
  );
}
