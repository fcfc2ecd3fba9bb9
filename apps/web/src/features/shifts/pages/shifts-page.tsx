import { Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { SHIFT_STATUSES, type ShiftStatus } from '@cashier/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShifts } from '@/api/shifts';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { CloseShiftDialog, touchSegments } from '@/components/shift/close-shift-dialog';
import { ShiftReportModal } from '@/components/shift/shift-report-modal';
import { notifySuccess } from '@/lib/notify';
import { useAppSettings } from '@cashier/web-core/settings';
import { ShiftsTable } from '../components/shifts-table';

const isStatus = (v: string | null): v is ShiftStatus => SHIFT_STATUSES.some((s) => s === v);

/**
 * /admin/shifts: every till session for managers, open or closed (the address keeps the filter);
 * a shift opens its report, and a manager can close one a cashier left open by counting its drawer.
 */
export function ShiftsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const shifts = useShifts({ status });
  const { currency } = useAppSettings();
  const [shown, setShown] = useState<number | null>(null);
  const [closing, setClosing] = useState<number | null>(null);

  return (
    <Stack gap={0}>
      <PageHeader title={t('shifts.list.title')} />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group>
            <SegmentedControl
              styles={touchSegments}
              aria-label={t('shifts.list.filter')}
              value={status ?? 'all'}
              onChange={(v) => setParams(v === 'all' ? {} : { status: v }, { replace: true })}
              data={[
                { value: 'all', label: t('shifts.list.all') },
                { value: 'open', label: t('shifts.status.open') },
                { value: 'closed', label: t('shifts.status.closed') },
              ]}
            />
          </Group>
          {shifts.isError && <QueryError error={shifts.error} onRetry={() => void shifts.refetch()} />}
          {shifts.isPending && (
            <Center mih={160}>
              <Loader aria-label={t('common.loading')} />
            </Center>
          )}
          {shifts.data?.length === 0 && <Text c="dimmed">{t('shifts.list.empty')}</Text>}
          {shifts.data && shifts.data.length > 0 && (
            <ShiftsTable
              shifts={shifts.data}
              currency={currency}
              label={t('shifts.list.title')}
              onOpen={(s) => setShown(s.id)}
            />
          )}
        </Stack>
      </Paper>
      <ShiftReportModal
        shiftId={closing === null ? shown : null}
        onClose={() => setShown(null)}
        actions={(report) =>
          report.shift.status === 'open' && (
            <Button
              color="red"
              size="md"
              leftSection={<IconLock size={18} />}
              onClick={() => setClosing(report.shift.id)}
            >
              {t('shifts.control.close')}
            </Button>
          )
        }
      />
      <CloseShiftDialog
        shiftId={closing}
        onClose={() => setClosing(null)}
        onClosed={(report) => {
          notifySuccess(t('shifts.count.closed'));
          setClosing(null);
          setShown(report.shift.id);
        }}
      />
    </Stack>
  );
}
