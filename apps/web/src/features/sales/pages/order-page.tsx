import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { isOpenStatus, type Order } from '@cashier/contracts';
import {
  IconArrowBackUp,
  IconBan,
  IconCashRegister,
  IconFileInvoice,
  IconInfoCircle,
  IconPrinter,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { orderTypeKey, Receipt, useReceiptSettings } from '@/components/receipt';
import { isApiError } from '@/lib/api-client';
import { formatDay, formatDateTime, formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import { useCan } from '@/lib/staff';
import { useCustomerNames, useOrder, useOrderAudit, useTableNames, useUserNames } from '../api';
import { AuditTrail } from '../components/audit-trail';
import { LinesTable, TotalsTable } from '../components/order-lines';
import { RefundDialog } from '../components/refund-dialog';
import { StatusBadge } from '../components/status-badge';
import { touchSegments } from '../components/touch';
import { VoidDialog } from '../components/void-dialog';

/** /admin/sales/order/{id}: one order, its receipt, and what can still be done with it. */
export function OrderPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const id = Number(useParams().id);
  const order = useOrder(id);

  const valid = Number.isInteger(id) && id > 0;
  if (valid && order.isPending) return <Loader m="xl" />;
  if (!valid || order.isError) {
    return (
      <Stack gap={0}>
        <PageHeader title={t('sales.order.title', { number: '' })} />
        {valid && !(isApiError(order.error) && order.error.status === 404) ? (
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <Alert color="yellow" icon={<IconInfoCircle />} title={t('sales.order.notFound')}>
            <Anchor component={Link} to={to('/admin/sales/pos')}>
              {t('sales.invoice.backToSales')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  }
  if (!order.data) return <Loader m="xl" />;
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { values } = useAppSettings();
  const receiptSettings = useReceiptSettings();
  const tables = useTableNames();
  const customers = useCustomerNames([order.customerId]);
  const users = useUserNames();
  const audit = useOrderAudit(order.id);
  const can = useCan();
  const [receiptLocale, setReceiptLocale] = useState<Locale | 'both'>(locale);
  const [dialog, setDialog] = useState<'void' | 'refund' | null>(null);

  /** Names the server sent with the refunds: who refunded and the manager who approved. */
  const refundNames = new Map<number, string>();
  for (const r of order.refunds) {
    if (r.userId !== null && r.userName) refundNames.set(r.userId, r.userName);
    if (r.approvedBy !== null && r.approvedByName) refundNames.set(r.approvedBy, r.approvedByName);
  }
  /**
   * A user's name: from the users list (for who may read it), else the names sent with the
   * refunds, else the audit trail.
   */
  const userName = (userId: number | null): string | null => {
    if (userId === null) return null;
    return (
      users.data?.get(userId) ??
      refundNames.get(userId) ??
      audit.data?.find((e) => e.userId === userId && e.userName)?.userName ??
      `#${userId}`
    );
  };
  const tableName = order.tableId !== null ? (tables.data?.get(order.tableId) ?? `#${order.tableId}`) : null;
  const customerName =
    order.customerId !== null ? (customers.data?.get(order.customerId) ?? `#${order.customerId}`) : null;
  const cashierName = userName(order.userId);
  const timezone = values.timezone;
  const open = isOpenStatus(order.status);

  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {value ?? '—'}
      </Text>
    </div>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('sales.order.title', { number: order.ticketNumber })}
        actions={
          <>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} variant="default">
              {t('sales.order.printReceipt')}
            </Button>
            {order.invoiceNumber !== null && order.status === 'completed' && (
              <Button
                component={Link}
                to={to(`/admin/sales/invoice/${order.invoiceNumber}`)}
                leftSection={<IconFileInvoice size={18} />}
                variant="default"
              >
                {t('sales.order.taxInvoice')}
              </Button>
            )}
            {order.status === 'completed' && order.paidTotal > order.refundedTotal && (
              <Button
                color="orange"
                variant="light"
                leftSection={<IconArrowBackUp size={18} />}
                onClick={() => setDialog('refund')}
              >
                {t('sales.order.refund')}
              </Button>
            )}
            {open && can('orders.update') && (
              <Button
                component={Link}
                to={to(`/admin/pos/${order.id}`)}
                leftSection={<IconCashRegister size={18} />}
                variant="default"
              >
                {t('sales.order.continueAtPos')}
              </Button>
            )}
            {open && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={18} />}
                onClick={() => setDialog('void')}
              >
                {t('sales.order.void')}
              </Button>
            )}
          </>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" mb="md">
                <Title order={3} size="h4">
                  {t('sales.order.details')}
                </Title>
                <StatusBadge status={order.status} size="lg" />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
                {fact(t('sales.list.ticket'), `#${order.ticketNumber}`)}
                {fact(t('sales.list.invoice'), order.invoiceNumber)}
                {fact(t('sales.list.type'), t(`sales.types.${orderTypeKey(order)}`))}
                {fact(t('sales.list.table'), tableName)}
                {fact(
                  t('sales.list.customer'),
                  order.customerId !== null && customerName ? (
                    <Anchor component={Link} to={to(`/admin/customers/edit/${order.customerId}`)} size="sm">
                      {customerName}
                    </Anchor>
                  ) : null,
                )}
                {fact(t('sales.order.cashier'), cashierName)}
                {fact(t('sales.order.businessDate'), formatDay(order.businessDate, locale))}
                {fact(t('sales.order.created'), formatDateTime(order.createdAt, locale, timezone))}
                {fact(
                  t('sales.order.completed'),
                  order.completedAt ? formatDateTime(order.completedAt, locale, timezone) : null,
                )}
              </SimpleGrid>
              {(order.deliveryAddress || order.note || order.cancelReason) && (
                <Stack gap="xs" mt="md">
                  {order.deliveryAddress && fact(t('sales.order.deliveryAddress'), order.deliveryAddress)}
                  {order.note && fact(t('sales.order.note'), order.note)}
                  {order.cancelReason && (
                    <Text size="sm" c="red.8" fw={500}>
                      {t('sales.order.cancelReason', { reason: order.cancelReason })}
                    </Text>
                  )}
                </Stack>
              )}
            </Paper>

            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h4" mb="sm">
                {t('sales.order.lines')}
              </Title>
              <LinesTable order={order} />
              <TotalsTable order={order} />
            </Paper>

            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h4" mb="sm">
                {t('sales.order.payments')}
              </Title>
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
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                            {formatPrice(p.amount, order.currency, locale)}
                          </Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                            {p.tendered !== null ? formatPrice(p.tendered, order.currency, locale) : '—'}
                          </Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                            {p.change ? formatPrice(p.change, order.currency, locale) : '—'}
                          </Table.Td>
                          <Table.Td>{p.reference ?? '—'}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(p.createdAt, locale, timezone)}
                          </Table.Td>
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
            </Paper>

            {order.refunds.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Title order={3} size="h4" mb="sm">
                  {t('sales.order.refunds')}
                </Title>
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
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(r.createdAt, locale, timezone)}
                          </Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} fw={600}>
                            {formatPrice(r.amount, order.currency, locale)}
                          </Table.Td>
                          <Table.Td>{t(`sales.methods.${r.method}`)}</Table.Td>
                          <Table.Td>{r.reason}</Table.Td>
                          <Table.Td>
                            {r.userName ?? userName(r.userId) ?? '—'}
                            {r.approvedBy !== null && (
                              <Text size="xs" c="dimmed">
                                {t('sales.order.approvedBy', {
                                  name: r.approvedByName ?? userName(r.approvedBy),
                                })}
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}

            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h4" mb="sm">
                {t('sales.order.history')}
              </Title>
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {order.history.map((h, i) => (
                  <Group key={i} component="li" gap="sm" wrap="wrap" align="center">
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} miw={150}>
                      {formatDateTime(h.at, locale, timezone)}
                    </Text>
                    {h.from && (
                      <>
                        <StatusBadge status={h.from} size="sm" />
                        <Text size="sm" aria-hidden>
                          {locale === 'ar' ? '←' : '→'}
                        </Text>
                      </>
                    )}
                    <StatusBadge status={h.to} size="sm" />
                    <Text size="sm">{userName(h.userId) ?? '—'}</Text>
                    {h.reason && (
                      <Text size="sm" c="dimmed" fs="italic">
                        “{h.reason}”
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            </Paper>

            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h4" mb="sm">
                {t('sales.order.audit')}
              </Title>
              {audit.isPending && <Loader size="sm" />}
              {audit.isError && <QueryError error={audit.error} onRetry={() => void audit.refetch()} />}
              {audit.data && (
                <AuditTrail entries={audit.data} currency={order.currency} userName={userName} />
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md" pos="sticky" top={80}>
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={3} size="h4">
                {t('sales.receipt.label')}
              </Title>
              <SegmentedControl
                styles={touchSegments}
                aria-label={t('sales.order.receiptLanguage')}
                value={receiptLocale}
                onChange={(v) => setReceiptLocale(v as Locale | 'both')}
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
                settings={receiptSettings}
                locale={receiptLocale === 'both' ? locale : receiptLocale}
                bilingual={receiptLocale === 'both'}
                tableName={tableName}
                customerName={customerName}
                cashierName={cashierName}
                printable
              />
            </div>
          </Paper>
        </Grid.Col>
      </Grid>
      <VoidDialog order={order} opened={dialog === 'void'} onClose={() => setDialog(null)} />
      {dialog === 'refund' && <RefundDialog order={order} opened onClose={() => setDialog(null)} />}
    </Stack>
  );
}
