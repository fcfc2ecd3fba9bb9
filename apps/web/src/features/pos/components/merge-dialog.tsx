import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { useFloor } from '../api';
import classes from './pos.module.css';

interface MergeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The table of the order being continued (not offered). */
  tableId: number | null;
  orderId: number | null;
  onPick: (sourceOrderId: number, tableName: string) => void;
  saving: boolean;
  error: string | null;
  currency: string;
  locale: Locale;
}

/** The other tables with an open order; tapping one merges that order into the one at the till. */
export function MergeDialog(props: MergeDialogProps) {
  const { opened, onClose, tableId, orderId, onPick, saving, error, currency, locale } = props;
  const { t } = useTranslation();
  const floor = useFloor(opened);
  const others = (floor.data ?? []).filter(
    (table) => table.id !== tableId && table.openOrder !== null && table.openOrder.id !== orderId,
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.merge.title')} centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('pos.merge.help')}
        </Text>
        {floor.isPending ? (
          <Center mih={120}>
            <Loader />
          </Center>
        ) : floor.isError ? (
          <QueryError error={floor.error} onRetry={() => void floor.refetch()} />
        ) : others.length === 0 ? (
          <Text c="dimmed">{t('pos.merge.none')}</Text>
        ) : (
          <div className={classes.floor}>
            {others.map((table) => (
              <button
                key={table.id}
                type="button"
                className={classes.tableButton}
                data-status={table.status}
                disabled={saving}
                onClick={() => table.openOrder && onPick(table.openOrder.id, table.name)}
              >
                <Stack gap={0} align="center">
                  <Text fw={700}>{table.name}</Text>
                  {table.openOrder && (
                    <>
                      <Text size="xs">
                        {t('pos.ticketNumber', {
                          number: formatNumber(table.openOrder.ticketNumber, locale),
                        })}
                      </Text>
                      <Text size="xs" fw={700}>
                        {formatPrice(table.openOrder.total, currency, locale)}
                      </Text>
                    </>
                  )}
                </Stack>
              </button>
            ))}
          </div>
        )}
        {saving && (
          <Center>
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
