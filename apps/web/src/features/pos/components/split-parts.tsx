import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { priceOrder, type Discount, type Order } from '@cashier/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { MAX_BILLS, type Bills, type SplitLine, type SplitPlan } from '../hooks/use-split-plan';

const nameOf = (l: SplitLine, locale: Locale) => (locale === 'ar' ? l.nameAr : l.nameEn);

/** Which bill the +/− buttons move items to, and a button for one more bill. */
export function BillPicker({ plan, locale }: { plan: SplitPlan; locale: Locale }) {
  const { t } = useTranslation();
  const { count, active } = plan;
  return (
    <Group gap={6} role="group" aria-label={t('pos.split.moveTo')}>
      {Array.from({ length: count - 1 }, (_, i) => i + 1).map((b) => (
        <Button
          key={b}
          mih={44}
          variant={active === b ? 'filled' : 'default'}
          aria-pressed={active === b}
          onClick={() => plan.setActive(b)}
        >
          {t('pos.split.bill', { number: formatNumber(b + 1, locale) })}
        </Button>
      ))}
      <Button
        mih={44}
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        disabled={count >= MAX_BILLS}
        onClick={plan.addBill}
      >
        {t('pos.split.addBill')}
      </Button>
    </Group>
  );
}

/** The order's lines, each with how many stay on bill 1 and how many go to the chosen bill. */
export function SplitLines({ plan, locale }: { plan: SplitPlan; locale: Locale }) {
  const { t } = useTranslation();
  const { active } = plan;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('pos.lines')}>
      {plan.lines.map((line) => {
        const mine = plan.taken[line.id]?.[active - 1] ?? 0;
        const left = plan.bills[0]?.find((b) => b.line.id === line.id)?.quantity ?? 0;
        const label = nameOf(line, locale);
        return (
          <Group key={line.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minInlineSize: 0 }}>
              <Text fw={600} truncate>
                {label}
              </Text>
              <Text size="xs" c="dimmed">
                {t('pos.split.staysOnFirst', { value: formatNumber(left, locale) })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                size={44}
                variant="default"
                aria-label={t('pos.split.less', { name: label })}
                disabled={mine === 0}
                onClick={() => plan.change(line.id, line.quantity, -1)}
              >
                <IconMinus size={18} />
              </ActionIcon>
              <Text
                fw={700}
                miw={28}
                ta="center"
                data-testid="split-quantity"
                aria-label={t('pos.split.onBill', {
                  number: formatNumber(active + 1, locale),
                  name: label,
                })}
              >
                {formatNumber(mine, locale)}
              </Text>
              <ActionIcon
                size={44}
                variant="default"
                aria-label={t('pos.split.more', { name: label })}
                disabled={left === 0}
                onClick={() => plan.change(line.id, line.quantity, 1)}
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

interface SplitPreviewProps {
  order: Order;
  bills: Bills;
  bySeat: boolean;
  locale: Locale;
}

/**
 * Each bill with its items and its total, priced with the same `priceOrder` and the order's frozen
 * rates; the server's answer is what is then shown and charged.
 */
export function SplitPreview({ order, bills, bySeat, locale }: SplitPreviewProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const discount: Discount =
    order.discountType === 'percent' ? { type: 'percent', value: order.discountValue } : null;
  const rules = {
    taxRateBp: order.taxRateBp,
    taxInclusive: order.taxInclusive,
    serviceChargeBp: order.serviceChargeBp,
  };
  const totalOf = (bill: Bills[number]) =>
    priceOrder(
      bill.map(({ line, quantity }) => ({
        unitPrice: line.unitPrice,
        modifiersTotal: line.modifiersTotal,
        quantity,
      })),
      discount,
      rules,
    ).total;
  const seatsOf = (bill: Bills[number]) => [
    ...new Set(bill.flatMap(({ line }) => (line.seat ? [line.seat] : []))),
  ];
  return (
    <Stack
      gap={4}
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('pos.split.preview')}
    >
      {bills.map((bill, i) =>
        bill.length === 0 ? null : (
          <Group
            key={i}
            component="li"
            justify="space-between"
            wrap="nowrap"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            data-testid="split-preview"
          >
            <div style={{ minInlineSize: 0 }}>
              <Text fw={700}>
                {t('pos.split.bill', { number: formatNumber(i + 1, locale) })}
                {seatsOf(bill).length > 0 && bySeat && (
                  <Text span c="dimmed" fw={400}>
                    {' · '}
                    {seatsOf(bill)
                      .map((s) => t('pos.split.seat', { number: formatNumber(s, locale) }))
                      .join(', ')}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {bill
                  .map(({ line, quantity }) => `${formatNumber(quantity, locale)} × ${nameOf(line, locale)}`)
                  .join(', ')}
              </Text>
            </div>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="split-preview-total">
              {money(totalOf(bill))}
            </Text>
          </Group>
        ),
      )}
    </Stack>
  );
}
