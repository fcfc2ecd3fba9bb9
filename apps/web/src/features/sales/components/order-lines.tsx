import { Table, Text } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice, formatRateBp } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The order's lines as the server priced them: item with modifiers and note, quantity, unit, total. */
export function LinesTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" aria-label={t('sales.order.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sales.receipt.item')}</Table.Th>
            <Table.Th ta="end">{t('sales.receipt.qty')}</Table.Th>
            <Table.Th ta="end">{t('sales.order.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('sales.order.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {name(line)}
                </Text>
                {line.modifiers.map((m) => (
                  <Text key={m.id} size="xs" c="dimmed">
                    + {name(m)}
                    {m.price !== 0 && ` (${money(m.price)})`}
                  </Text>
                ))}
                {line.seat !== null && (
                  <Text size="xs" c="dimmed">
                    {t('sales.receipt.seat', { seat: line.seat })}
                  </Text>
                )}
                {line.note && (
                  <Text size="xs" fs="italic">
                    {line.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatNumber(line.quantity, locale)}</Table.Td>
              <Table.Td ta="end" style={nowrap}>
                {money(line.unitPrice + line.modifiersTotal)}
              </Table.Td>
              <Table.Td ta="end" style={nowrap} fw={600}>
                {money(line.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Subtotal, discount, service charge, VAT (included or added), total, paid and what is due: the server's figures. */
export function TotalsTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const rate = (bp: number) => formatRateBp(bp, locale);
  const rows: [string, string, boolean?][] = [[t('sales.receipt.subtotal'), money(order.subtotal)]];
  if (order.discountTotal > 0)
    rows.push([
      order.discountType === 'percent'
        ? t('sales.receipt.discountPercent', { rate: rate(order.discountValue) })
        : t('sales.receipt.discount'),
      money(-order.discountTotal),
    ]);
  if (order.serviceCharge > 0)
    rows.push([
      t('sales.receipt.serviceCharge', { rate: rate(order.serviceChargeBp) }),
      money(order.serviceCharge),
    ]);
  if (order.taxRateBp > 0)
    rows.push([
      t(order.taxInclusive ? 'sales.receipt.vatIncluded' : 'sales.receipt.vatAdded', {
        rate: rate(order.taxRateBp),
      }),
      money(order.taxTotal),
    ]);
  rows.push([t('sales.receipt.total'), money(order.total), true]);
  rows.push([t('sales.receipt.paid'), money(order.paidTotal)]);
  if (order.changeDue > 0) rows.push([t('sales.receipt.change'), money(order.changeDue)]);
  if (order.refundedTotal > 0) rows.push([t('sales.order.refundedTotal'), money(-order.refundedTotal)]);
  if (order.balanceDue > 0 && order.status !== 'canceled')
    rows.push([t('sales.receipt.balanceDue'), money(order.balanceDue), true]);

  return (
    <Table maw={420} ms="auto" mt="sm" aria-label={t('sales.order.totals')} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Td py={4} fw={strong ? 700 : undefined}>
              {label}
            </Table.Td>
            <Table.Td
              py={4}
              ta="end"
              style={nowrap}
              fw={strong ? 700 : undefined}
              fz={strong ? 'md' : undefined}
            >
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
