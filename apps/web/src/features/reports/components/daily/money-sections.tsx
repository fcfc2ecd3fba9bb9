import { Alert, Table, Text } from '@mantine/core';
import { PAYMENT_METHODS, type MethodAmount, type SalesFigures } from '@cashier/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../hooks/use-money';
import { NothingYet, ReportSection } from '../report-section';
import classes from '../report.module.css';

const byMethod = (list: MethodAmount[], method: string) => list.find((m) => m.method === method);

/** Per payment method: what was paid on orders, settled on accounts, and given back. */
export function PaymentMethods({ totals, currency }: { totals: SalesFigures; currency: string }) {
  const { t } = useTranslation();
  const { amount, count } = useFormatters(currency);
  const methods = PAYMENT_METHODS.filter((m) =>
    [totals.payments, totals.settlements, totals.givenBack].some((list) => byMethod(list, m)?.count),
  );
  const cell = (list: MethodAmount[], method: string) => {
    const row = byMethod(list, method);
    return row?.count ? `${amount(row.amount)} (${count(row.count)})` : '—';
  };
  const sum = (list: MethodAmount[]) => amount(list.reduce((s, m) => s + m.amount, 0));
  return (
    <ReportSection title={t('reports.daily.byMethod')}>
      {methods.length === 0 ? (
        <NothingYet>{t('reports.daily.noPayments')}</NothingYet>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('reports.daily.byMethod')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.col.method')}</Table.Th>
                <Table.Th ta="end">{t('reports.col.payments')}</Table.Th>
                <Table.Th ta="end">{t('reports.col.settlements')}</Table.Th>
                <Table.Th ta="end">{t('reports.col.givenBack')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.map((m) => (
                <Table.Tr key={m}>
                  <Table.Td>{t(`reports.methods.${m}`)}</Table.Td>
                  <Table.Td ta="end" className={classes.number}>
                    {cell(totals.payments, m)}
                  </Table.Td>
                  <Table.Td ta="end" className={classes.number}>
                    {cell(totals.settlements, m)}
                  </Table.Td>
                  <Table.Td ta="end" className={classes.number}>
                    {cell(totals.givenBack, m)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr className={classes.totals}>
                <Table.Td>{t('reports.total')}</Table.Td>
                <Table.Td ta="end" className={classes.number}>
                  {sum(totals.payments)}
                </Table.Td>
                <Table.Td ta="end" className={classes.number}>
                  {sum(totals.settlements)}
                </Table.Td>
                <Table.Td ta="end" className={classes.number}>
                  {sum(totals.givenBack)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportSection>
  );
}

/** Completed orders and their sales per order type. */
export function OrderTypes({ totals, currency }: { totals: SalesFigures; currency: string }) {
  const { t } = useTranslation();
  const { amount, count } = useFormatters(currency);
  const types = totals.byType.filter((row) => row.orders > 0);
  return (
    <ReportSection title={t('reports.daily.byType')}>
      {types.length === 0 ? (
        <NothingYet>{t('reports.daily.noOrders')}</NothingYet>
      ) : (
        <Table aria-label={t('reports.daily.byType')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.col.type')}</Table.Th>
              <Table.Th ta="end">{t('reports.col.orders')}</Table.Th>
              <Table.Th ta="end">{t('reports.col.sales')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Td>{t(`orderKinds.${row.type}`)}</Table.Td>
                <Table.Td ta="end" className={classes.number}>
                  {count(row.orders)}
                </Table.Td>
                <Table.Td ta="end" className={classes.number}>
                  {amount(row.sales)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ReportSection>
  );
}

/**
 * How the money received explains the net sales: received − returned + account change − paid on
 * orders still open = net, one term a line. A mismatch (which the server's figures should never
 * show) is flagged.
 */
export function Reconciliation({ totals, currency }: { totals: SalesFigures; currency: string }) {
  const { t } = useTranslation();
  const { money } = useFormatters(currency);
  const computed = totals.received - totals.returned + totals.accountChange - totals.openPaid;
  const change = totals.accountChange;
  const terms = [
    { sign: '', label: t('reports.recon.received'), value: totals.received },
    { sign: '−', label: t('reports.recon.returned'), value: totals.returned },
    { sign: change < 0 ? '−' : '+', label: t('reports.recon.accountChange'), value: Math.abs(change) },
    { sign: '−', label: t('reports.recon.openPaid'), value: totals.openPaid },
  ];
  return (
    <ReportSection title={t('reports.recon.title')}>
      <Table aria-label={t('reports.recon.title')} verticalSpacing={4} maw={520} withRowBorders={false}>
        <Table.Tbody>
          {terms.map((term) => (
            <Table.Tr key={term.label}>
              <Table.Td w={24} fw={700} aria-hidden>
                {term.sign}
              </Table.Td>
              <Table.Td c="dimmed">{term.label}</Table.Td>
              <Table.Td ta="end" fw={600} className={classes.number}>
                {money(term.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className={classes.totals}>
            <Table.Td aria-hidden>=</Table.Td>
            <Table.Td>{t('reports.fig.net')}</Table.Td>
            <Table.Td ta="end" className={classes.number} data-recon-net>
              {money(totals.net)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {t('reports.recon.hint')}
      </Text>
      {computed !== totals.net && (
        <Alert color="red" icon={<IconAlertTriangle />} mt="sm">
          {t('reports.recon.mismatch', { amount: money(computed - totals.net) })}
        </Alert>
      )}
    </ReportSection>
  );
}
