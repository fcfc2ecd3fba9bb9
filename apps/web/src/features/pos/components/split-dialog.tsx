import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { SplitBody } from '../api';
import { useSplitPlan } from '../hooks/use-split-plan';
import { BillPicker, SplitLines, SplitPreview } from './split-parts';

interface SplitDialogProps {
  order: Order | null;
  opened: boolean;
  onClose: () => void;
  onSplit: (body: SplitBody) => void;
  saving: boolean;
  error: string | null;
  locale: Locale;
}

/**
 * Splits a saved, unpaid dine-in order into separate bills: by seat (each seat with lines becomes its
 * own bill, lines without a seat stay) or by items (quantities of each line moved to bill 2, 3…).
 * Each bill's total is previewed with the same `priceOrder` and the order's frozen rates; the
 * server's answer is what is then shown and charged.
 */
export function SplitDialog({ order, opened, onClose, onSplit, saving, error, locale }: SplitDialogProps) {
  const { t } = useTranslation();
  const plan = useSplitPlan(order);
  if (!order) return null;
  const { mode: current, hasSeats, valid } = plan;

  function submit() {
    if (!order || !valid) return;
    onSplit(plan.body(order.version));
  }

  function close() {
    plan.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('pos.split.title')} centered size="lg">
      <Stack gap="sm">
        {plan.amountDiscount && (
          <Alert color="orange" role="alert">
            {t('pos.split.amountDiscount')}
          </Alert>
        )}
        <SegmentedControl
          fullWidth
          value={current}
          onChange={(v) => plan.setMode(v)}
          aria-label={t('pos.split.how')}
          data={[
            { value: 'seat', label: t('pos.split.bySeat'), disabled: !hasSeats },
            { value: 'items', label: t('pos.split.byItems') },
          ]}
          styles={{
            label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
          }}
        />
        {current === 'seat' && !hasSeats && <Text c="dimmed">{t('pos.split.noSeats')}</Text>}
        {current === 'items' && (
          <>
            <BillPicker plan={plan} locale={locale} />
            <SplitLines plan={plan} locale={locale} />
          </>
        )}
        <SplitPreview order={order} bills={plan.bills} bySeat={current === 'seat'} locale={locale} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" mih={44} onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button mih={44} onClick={submit} disabled={!valid} loading={saving}>
            {t('pos.split.confirm', { value: formatNumber(plan.parts.length + 1, locale) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
