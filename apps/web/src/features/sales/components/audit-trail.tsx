import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@cashier/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AuditDetails } from '@cashier/ui/audit-details';
import { auditReader } from '@/lib/audit-words';
import { formatDateTime } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';

type Entry = z.infer<typeof AuditEntry>;

interface AuditTrailProps {
  entries: Entry[];
  currency: string;
  userName: (id: number | null) => string | null;
}

/**
 * Everything recorded about the order, oldest first: when, who, what, and the figures it left,
 * in the words the staff logs use (lib/audit-words.ts), amounts in the order's currency.
 */
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
  const audit = auditReader(t, locale, currency, userName);

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
          {entries.map((e) => {
            const words = audit.describe({ action: e.action, entity: 'order', data: e.data });
            return (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.createdAt, locale, values.timezone)}
                </Table.Td>
                <Table.Td>{e.userName ?? userName(e.userId) ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" span title={e.action}>
                    {words.action}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AuditDetails details={words.details} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
