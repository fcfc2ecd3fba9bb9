import { Box, Button, Menu } from '@mantine/core';
import { mayCall, type ShiftReport } from '@cashier/contracts';
import {
  IconCashRegister,
  IconChevronDown,
  IconLock,
  IconMinus,
  IconPlus,
  IconReportMoney,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShift } from '@/api/shifts';
import { formatDateTime } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@cashier/web-core/session';
import { useAppSettings } from '@cashier/web-core/settings';
import { CashMovementDialog, CloseShiftDialog, OpenShiftDialog, ShiftReportModal } from './lazy-dialogs';

type ShiftDialog =
  | { kind: 'open' }
  | { kind: 'move'; move: 'in' | 'out'; report: ShiftReport }
  | { kind: 'report'; id: number }
  | { kind: 'close'; id: number }
  | null;

/**
 * The till's shift, for someone holding shifts.use: "Open shift" (the float) while none is open;
 * then a menu to pay in, pay out, see the X report and close the shift by counting the drawer,
 * after which the closing report shows with the drawer over or short.
 */
export function ShiftControl() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Not useMayCall (lib/staff): the till must not pull in the role names' strings.
  const allowed = mayCall('GET /v1/shifts/current', user?.permissions ?? null);
  const current = useCurrentShift(user?.id ?? null, allowed);
  const { currency } = useAppSettings();
  const [dialog, setDialog] = useState<ShiftDialog>(null);
  if (!allowed) return null;
  const done = () => setDialog(null);
  const report = current.data;

  return (
    <>
      {report ? (
        <ShiftMenu report={report} onPick={setDialog} />
      ) : (
        <Button
          h={44}
          px="sm"
          variant="light"
          color="orange"
          leftSection={<IconCashRegister size={20} />}
          aria-label={t('shifts.control.open')}
          loading={current.isPending}
          disabled={current.isError}
          onClick={() => setDialog({ kind: 'open' })}
          data-testid="shift-open"
        >
          <Box component="span" visibleFrom="md">
            {t('shifts.control.open')}
          </Box>
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'open' && <OpenShiftDialog currency={currency} onClose={done} />}
        {dialog?.kind === 'move' && (
          <CashMovementDialog
            shiftId={dialog.report.shift.id}
            kind={dialog.move}
            currency={dialog.report.currency}
            onClose={done}
          />
        )}
        {dialog?.kind === 'report' && <ShiftReportModal shiftId={dialog.id} onClose={done} />}
        {dialog?.kind === 'close' && (
          <CloseShiftDialog
            shiftId={dialog.id}
            onClose={done}
            onClosed={(closed) => {
              notifySuccess(t('shifts.count.closed'));
              setDialog({ kind: 'report', id: closed.shift.id });
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** The open shift's actions. */
function ShiftMenu({ report, onPick }: { report: ShiftReport; onPick: (dialog: ShiftDialog) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values } = useAppSettings();
  const { shift } = report;
  const since = formatDateTime(shift.openedAt, locale, values.timezone || undefined);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          h={44}
          px="sm"
          variant="light"
          color="teal"
          leftSection={<IconCashRegister size={20} />}
          rightSection={<IconChevronDown size={16} />}
          aria-label={t('shifts.control.menu')}
          data-testid="shift-menu"
        >
          <Box component="span" visibleFrom="md">
            {t('shifts.control.shift')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shifts.control.since', { time: since })}</Menu.Label>
        <Menu.Item
          mih={44}
          leftSection={<IconPlus size={18} />}
          onClick={() => onPick({ kind: 'move', move: 'in', report })}
        >
          {t('shifts.control.payIn')}
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconMinus size={18} />}
          onClick={() => onPick({ kind: 'move', move: 'out', report })}
        >
          {t('shifts.control.payOut')}
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconReportMoney size={18} />}
          onClick={() => onPick({ kind: 'report', id: shift.id })}
        >
          {t('shifts.control.xReport')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          mih={44}
          color="red"
          leftSection={<IconLock size={18} />}
          onClick={() => onPick({ kind: 'close', id: shift.id })}
        >
          {t('shifts.control.close')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
