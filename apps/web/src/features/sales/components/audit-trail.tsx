import { Code, Table, Text } from '@mantine/core';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, type AuditEntry } from '@cashier/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { i18n, useLocale, type TranslationKey } from '@/lib/i18n';
import { useAppSettings } from '@/lib/settings';

type Entry = z.infer<typeof AuditEntry>;

const KNOWN_ACTIONS = [
  'order.create',
  'order.update',
  'order.refund',
  'order.merge',
  'order.split',
  'order.print',
] as const;
const MONEY_KEYS = new Set(['total', 'amount', 'refundedTotal', 'balance', 'paid']);
const isIn = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

interface AuditTrailProps {
  entries: Entry[];
  currency: string;
  userName: (id: number | null) => string | null;
}

/** Everything recorded about the order, oldest first: when, who, what, and the figures it left. */
export function AuditTrail({ entries, currency, userName }: AuditTrailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values } = useAppSettings();
  if (!entries.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('sales.audit.empty')}
      </Text>
    );
  }

  /** A recorded field's name in the UI language (a field this screen does not know stays as sent). */
  const label = (key: string): string => {
    const k = `sales.audit.fields.${key}`;
    return i18n.exists(k) ? t(k as TranslationKey) : key;
  };
  /** One recorded value as a person reads it: money, a status, a method, a user. */
  const value = (key: string, v: unknown, data: Record<string, unknown>): string => {
    if (MONEY_KEYS.has(key) && typeof v === 'number') return formatPrice(v, currency, locale);
    if (key === 'status' && isIn(ORDER_STATUSES, v)) return t(`sales.statuses.${v}`);
    if (key === 'type' && isIn(ORDER_TYPES, v)) return t(`orderKinds.${v}`);
    if (key === 'method' && isIn(PAYMENT_METHODS, v)) return t(`sales.methods.${v}`);
    if (key === 'approvedBy') {
      // The name as recorded with the approval, which a cashier can read without the users list.
      const recorded = typeof data.approvedByName === 'string' ? data.approvedByName : null;
      return typeof v === 'number' ? (recorded ?? userName(v) ?? `#${v}`) : '—';
    }
    if (Array.isArray(v))
      return v.map((x) => (typeof x === 'string' ? label(x) : JSON.stringify(x))).join(', ');
    if (typeof v === 'number') return (key === 'printerId' ? '#' : '') + formatNumber(v, locale);
    if (typeof v === 'string') return v;
    return JSON.stringify(v);
  };

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('sales.order.audit')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sales.order.when')}</Table.Th>
            <Table.Th>{t('sales.order.by')}</Table.Th>
            <Table.Th>{t('sales.audit.action')}</Table.Th>
            <Table.Th>{t('sales.audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(e.createdAt, locale, values.timezone)}
              </Table.Td>
              <Table.Td>{e.userName ?? userName(e.userId) ?? '—'}</Table.Td>
              <Table.Td>
                {isIn(KNOWN_ACTIONS, e.action) ? (
                  t(`sales.audit.actions.${e.action.replace('order.', '') as 'create'}`)
                ) : (
                  <Code>{e.action}</Code>
                )}
              </Table.Td>
              <Table.Td>
                {e.data &&
                  Object.entries(e.data)
                    .filter(([k, v]) => v !== null && v !== undefined && k !== 'approvedByName')
                    .map(([k, v]) => (
                      <Text key={k} size="xs" component="div">
                        <Text span size="xs" c="dimmed">
                          {label(k)}:
                        </Text>{' '}
                        {value(k, v, e.data ?? {})}
                      </Text>
                    ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
