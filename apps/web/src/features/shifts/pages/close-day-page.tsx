import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Shift, ZPreview } from '@cashier/contracts';
import { IconAlertTriangle, IconInfoCircle, IconListNumbers, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useZPreview } from '@/api/shifts';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { ShiftReportModal } from '@/components/shift/shift-report-modal';
import { useReportPeriod, useReportTime } from '@/components/shift/shift-report-view';
import { TillFiguresView } from '@/components/shift/till-figures';
import { formatDay, formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { CloseDayConfirm } from '../components/close-day-confirm';
import { OpenOrdersList } from '../components/open-orders';
import { ShiftsTable } from '../components/shifts-table';
import { DrawersSection } from '../components/z-report-view';

const sum = <T,>(list: readonly T[], of: (item: T) => number) => list.reduce((s, x) => s + of(x), 0);

/**
 * /admin/reports/close-day: what the Z report would record now (the figures since the last Z, the
 * day's shifts over or short), what stands in its way (shifts still open), the orders that will
 * carry over, and the button that closes the day.
 */
export function CloseDayPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const preview = useZPreview();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('shifts.closeDay.title')}
        actions={
          <Button
            component={Link}
            to={to('/admin/reports/z-reports')}
            variant="default"
            leftSection={<IconListNumbers size={18} />}
          >
            {t('shifts.z.listTitle')}
          </Button>
        }
      />
      {preview.isError && <QueryError error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.isPending && (
        <Center mih={200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {preview.data && <Preview preview={preview.data} />}
    </Stack>
  );
}

function Preview({ preview }: { preview: ZPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<Shift | null>(null);
  const blocked = preview.openShifts.length > 0;
  const { figures, currency } = preview;

  return (
    <Stack gap="lg">
      <DayCard preview={preview} blocked={blocked} onClose={() => setConfirming(true)} />
      {preview.closedToday > 0 && (
        <Alert color="blue" icon={<IconInfoCircle />} title={t('shifts.closeDay.closedBeforeTitle')}>
          {t('shifts.closeDay.closedBefore', { count: preview.closedToday })}{' '}
          <Anchor component={Link} to={to('/admin/reports/z-reports')}>
            {t('shifts.z.listTitle')}
          </Anchor>
        </Alert>
      )}
      <OpenShifts shifts={preview.openShifts} onOpen={setShown} />
      <OpenOrders preview={preview} />
      {!preview.cashNeedsShift && (
        <Alert color="yellow" icon={<IconInfoCircle />} data-testid="close-day-no-shift-rule">
          {t('shifts.closeDay.noShiftRule')}
        </Alert>
      )}
      <DrawersSection
        expected={figures.expectedCash}
        // The Z counts its shifts: what they counted, and their over/short.
        counted={sum(preview.shifts, (s) => s.counted ?? 0)}
        difference={sum(preview.shifts, (s) => s.difference ?? 0)}
        currency={currency}
      />
      <section>
        <Title order={3} size="h4" mb="sm">
          {t('shifts.closeDay.figuresTitle')}
        </Title>
        <TillFiguresView figures={figures} currency={currency} noShiftRule={!preview.cashNeedsShift} />
      </section>
      <section>
        <Title order={3} size="h4" mb="sm">
          {t('shifts.closeDay.shiftsTitle')}
        </Title>
        {preview.shifts.length === 0 ? (
          <Text c="dimmed">{t('shifts.closeDay.noShifts')}</Text>
        ) : (
          <ShiftsTable
            shifts={preview.shifts}
            currency={currency}
            label={t('shifts.closeDay.shiftsTitle')}
            onOpen={setShown}
          />
        )}
      </section>
      <CloseDayConfirm
        key={String(confirming)}
        preview={preview}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onClosed={(z) => {
          notifySuccess(t('shifts.closeDay.closed', { number: z.number }));
          void navigate(to(`/admin/reports/z-reports/${z.number}`));
        }}
      />
      <ShiftReportModal shiftId={shown?.id ?? null} onClose={() => setShown(null)} />
    </Stack>
  );
}

/** Shifts still open stop the day closing: who, since when, and where to close them. */
function OpenShifts({ shifts, onOpen }: { shifts: readonly Shift[]; onOpen: (shift: Shift) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = useReportTime();
  const to = useLocalizedPath();
  if (shifts.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t('shifts.closeDay.openShiftsTitle', {
        count: shifts.length,
        n: formatNumber(shifts.length, locale),
      })}
      role="alert"
    >
      <Text size="sm" mb="xs">
        {t('shifts.closeDay.openShiftsText')}
      </Text>
      <Stack gap={4} mb="xs">
        {shifts.map((s) => (
          <Anchor key={s.id} component="button" type="button" ta="start" onClick={() => onOpen(s)} size="sm">
            {t('shifts.closeDay.openShift', { name: s.userName ?? '—', time: time(s.openedAt), id: s.id })}
          </Anchor>
        ))}
      </Stack>
      <Button component={Link} to={to('/admin/shifts?status=open')} variant="white" color="red" size="sm">
        {t('shifts.closeDay.goToShifts')}
      </Button>
    </Alert>
  );
}

/** The day to close, the window its figures cover, and the button that closes it. */
function DayCard({
  preview,
  blocked,
  onClose,
}: {
  preview: ZPreview;
  blocked: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = useReportPeriod();
  const { figures } = preview;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="md" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            {t('shifts.closeDay.businessDate')}
          </Text>
          <Text fw={700} size="lg" data-testid="business-date">
            {formatDay(preview.businessDate, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {period(figures.from, figures.to)}
          </Text>
        </div>
        <Button
          size="lg"
          color="red"
          leftSection={<IconLock size={20} />}
          disabled={blocked}
          onClick={onClose}
        >
          {t('shifts.closeDay.button')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Orders still open: they carry over, and closing asks the closer to say they saw them. */
function OpenOrders({ preview }: { preview: ZPreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (preview.openOrders.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={t('shifts.closeDay.openOrdersTitle', {
        count: preview.openOrders.length,
        n: formatNumber(preview.openOrders.length, locale),
      })}
    >
      <Text size="sm" mb="xs">
        {t('shifts.closeDay.openOrdersText')}
      </Text>
      <OpenOrdersList orders={preview.openOrders} currency={preview.currency} />
    </Alert>
  );
}
