import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Shift } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { DifferenceText } from '@/components/shift/difference';
import { useReportTime } from '@/components/shift/shift-report-view';
import { useReportMoney } from '@/components/shift/till-figures';

interface ShiftsTableProps {
  shifts: readonly Shift[];
  currency: string;
  /** The table's accessible name. */
  label: string;
  /** Opens a shift's report. */
  onOpen: (shift: Shift) => void;
}

/**
 * Shifts with who, when, and for the closed ones what the drawer should have held, what was
 * counted and how far over or short it was. The shift's number opens its report.
 */
export function ShiftsTable({ shifts, currency, label, onOpen }: ShiftsTableProps) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const time = useReportTime();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shifts.columns.shift')}</Table.Th>
            <Table.Th>{t('shifts.columns.cashier')}</Table.Th>
            <Table.Th>{t('shifts.columns.opened')}</Table.Th>
            <Table.Th>{t('shifts.columns.closed')}</Table.Th>
            <Table.Th ta="end">{t('shifts.columns.expected')}</Table.Th>
            <Table.Th ta="end">{t('shifts.columns.counted')}</Table.Th>
            <Table.Th ta="end">{t('shifts.columns.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  mih={44}
                  fw={600}
                  onClick={() => onOpen(s)}
                  aria-label={t('shifts.columns.openReport', { id: s.id })}
                >
                  {t('shifts.report.number', { id: s.id })}
                </Anchor>
              </Table.Td>
              <Table.Td>{s.userName ?? '—'}</Table.Td>
              <Table.Td>{time(s.openedAt)}</Table.Td>
              <Table.Td>
                {s.closedAt ? (
                  time(s.closedAt)
                ) : (
                  <Badge color="orange" variant="light">
                    {t('shifts.status.open')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="end">{s.expected === null ? '—' : m.money(s.expected)}</Table.Td>
              <Table.Td ta="end">{s.counted === null ? '—' : m.money(s.counted)}</Table.Td>
              <Table.Td ta="end">
                {s.difference === null ? (
                  <Text component="span" c="dimmed">
                    —
                  </Text>
                ) : (
                  <DifferenceText difference={s.difference} currency={currency} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
