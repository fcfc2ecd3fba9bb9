import { Table, Text } from '@mantine/core';
import type { Order } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { OrderCard, useMoment } from './order-card';

interface MoneyProps {
  order: Order;
  userName: (userId: number | null) => string | null;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The payments taken on the order: method, amount, cash tendered and change, reference, when, by whom. */
export function PaymentsCard({ order, userName }: MoneyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useMoment();
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  return (
    <OrderCard title={t('sales.order.payments')}>
      {order.payments.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('sales.order.payments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.actions.method')}</Table.Th>
                <Table.Th ta="end">{t('sales.order.amount')}</Table.Th>
                <Table.Th ta="end">{t('sales.receipt.tendered')}</Table.Th>
                <Table.Th ta="end">{t('sales.receipt.change')}</Table.Th>
                <Table.Th>{t('sales.order.reference')}</Table.Th>
                <Table.Th>{t('sales.order.when')}</Table.Th>
                <Table.Th>{t('sales.order.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{t(`sales.methods.${p.method}`)}</Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {money(p.amount)}
                  </Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {p.tendered !== null ? money(p.tendered) : '—'}
                  </Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {p.change ? money(p.change) : '—'}
                  </Table.Td>
                  <Table.Td>{p.reference ?? '—'}</Table.Td>
                  <Table.Td style={nowrap}>{moment(p.createdAt)}</Table.Td>
                  <Table.Td>{userName(p.userId) ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sales.order.noPayments')}
        </Text>
      )}
    </OrderCard>
  );
}

/** The refunds given on the order: when, how much, how, why, by whom and the manager who approved. */
export function RefundsCard({ order, userName }: MoneyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useMoment();
  return (
    <OrderCard title={t('sales.order.refunds')}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t('sales.order.refunds')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sales.order.when')}</Table.Th>
              <Table.Th ta="end">{t('sales.order.amount')}</Table.Th>
              <Table.Th>{t('sales.actions.method')}</Table.Th>
              <Table.Th>{t('sales.actions.reason')}</Table.Th>
              <Table.Th>{t('sales.order.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={nowrap}>{moment(r.createdAt)}</Table.Td>
                <Table.Td ta="end" style={nowrap} fw={600}>
                  {formatPrice(r.amount, order.currency, locale)}
                </Table.Td>
                <Table.Td>{t(`sales.methods.${r.method}`)}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td>
                  {r.userName ?? userName(r.userId) ?? '—'}
                  {r.approvedBy !== null && (
                    <Text size="xs" c="dimmed">
                      {t('sales.order.approvedBy', { name: r.approvedByName ?? userName(r.approvedBy) })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </OrderCard>
  );
}
