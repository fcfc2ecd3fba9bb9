import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { areaName } from '@/lib/area-name';
import { formatNumber } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { useFloor } from '../api';
import classes from './pos.module.css';

interface TablePickerProps {
  opened: boolean;
  onClose: () => void;
  selected: number | null;
  onPick: (table: { id: number; name: string }) => void;
  locale: Locale;
}

/** The floor, compact: every table in use with its status; tap one to seat the order there. */
export function TablePicker({ opened, onClose, selected, onPick, locale }: TablePickerProps) {
  const { t } = useTranslation();
  const floor = useFloor(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.chooseTable')} centered size="lg">
      {floor.isPending ? (
        <Center mih={120}>
          <Loader />
        </Center>
      ) : floor.isError ? (
        <QueryError error={floor.error} onRetry={() => void floor.refetch()} />
      ) : floor.data.length === 0 ? (
        <Text c="dimmed">{t('pos.noTables')}</Text>
      ) : (
        <div className={classes.floor}>
          {floor.data.map((table) => (
            <button
              key={table.id}
              type="button"
              className={classes.tableButton}
              data-status={table.status}
              data-selected={selected === table.id || undefined}
              aria-pressed={selected === table.id}
              onClick={() => {
                onPick(table);
                onClose();
              }}
            >
              <Stack gap={0} align="center">
                <Text fw={700}>{table.name}</Text>
                {table.area !== null && (
                  <Text size="xs" c="dimmed" data-testid="table-area">
                    {areaName(table, locale)}
                  </Text>
                )}
                <Text size="xs">{t(`pos.tableStatus.${table.status}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t('pos.seats', { value: formatNumber(table.seats, locale) })}
                </Text>
              </Stack>
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
