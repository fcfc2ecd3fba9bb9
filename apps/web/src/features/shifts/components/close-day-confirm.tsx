import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { ZPreview, ZReport } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDay } from '@/api/shifts';
import { formatDay, formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';

interface CloseDayConfirmProps {
  preview: ZPreview;
  opened: boolean;
  onClose: () => void;
  onClosed: (zReport: ZReport) => void;
}

/**
 * Asks before the day closes (a Z report cannot be undone); with orders still open, the closer
 * ticks that they saw them (they carry over, and the Z lists them).
 */
export function CloseDayConfirm({ preview, opened, onClose, onClosed }: CloseDayConfirmProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const close = useCloseDay();
  const [acknowledged, setAcknowledged] = useState(false);
  const openOrders = preview.openOrders.length;
  const ready = openOrders === 0 || acknowledged;
  return (
    <Modal opened={opened} onClose={onClose} title={t('shifts.closeDay.confirmTitle')} centered>
      <Stack>
        <Text>{t('shifts.closeDay.confirmText', { date: formatDay(preview.businessDate, locale) })}</Text>
        {openOrders > 0 && (
          <Checkbox
            size="md"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.currentTarget.checked)}
            label={t('shifts.closeDay.acknowledge', {
              count: openOrders,
              n: formatNumber(openOrders, locale),
            })}
          />
        )}
        {close.isError && (
          <Alert color="red" role="alert">
            {errorMessage(close.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            size="md"
            disabled={!ready}
            loading={close.isPending}
            onClick={() => close.mutate(openOrders > 0, { onSuccess: ({ zReport }) => onClosed(zReport) })}
          >
            {t('shifts.closeDay.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
