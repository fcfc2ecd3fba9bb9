import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { SplitBill } from '../bills';

interface SplitBillsProps {
  bills: SplitBill[] | null;
  opened: boolean;
  onClose: () => void;
  onPay: (bill: SplitBill) => void;
  locale: Locale;
}

/** The orders a split made (the kept one first), each with the server's total and its own "Pay". */
export function SplitBills({ bills, opened, onClose, onPay, locale }: SplitBillsProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && bills !== null}
      onClose={onClose}
      title={t('pos.split.bills')}
      centered
      size="md"
    >
      <Stack
        gap={6}
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('pos.split.bills')}
      >
        {(bills ?? []).map((bill, i) => (
          <Group
            key={bill.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            data-testid="split-bill"
            data-order-id={bill.id}
          >
            <div>
              <Text fw={700}>
                {t('pos.split.bill', { number: formatNumber(i + 1, locale) })}
                {' · '}
                {t('pos.ticketNumber', { number: formatNumber(bill.ticketNumber, locale) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('pos.itemsCount', { count: bill.items, value: formatNumber(bill.items, locale) })}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="split-bill-total">
                {formatPrice(bill.total, bill.currency, locale)}
              </Text>
              {bill.paid ? (
                <Badge color="teal" variant="light">
                  {t('pos.split.paid')}
                </Badge>
              ) : (
                <Button
                  mih={44}
                  onClick={() => onPay(bill)}
                  aria-label={t('pos.split.payBill', { number: formatNumber(i + 1, locale) })}
                >
                  {t('pos.split.pay')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
