import { Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ShiftReport } from '@cashier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintShift, useShiftReport } from '@/api/shifts';
import { QueryError } from '../query-error';
import { PrintableReport, PrintButtons } from './printable-report';
import { ShiftReportView } from './shift-report-view';

interface ShiftReportModalProps {
  /** The shift to show; null keeps the dialog shut. */
  shiftId: number | null;
  onClose: () => void;
  /** More buttons beside the print ones (a manager's "Close shift"), given the report shown. */
  actions?: (report: ShiftReport) => ReactNode;
}

/**
 * A shift's report in a dialog: the X report of an open shift (read afresh each time it opens),
 * the closing report of a closed one, to print on the receipt printer or in the browser.
 */
export function ShiftReportModal({ shiftId, onClose, actions }: ShiftReportModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const report = useShiftReport(shiftId);
  const data = shiftId !== null && report.data?.shift.id === shiftId ? report.data : null;
  const title = data?.shift.status === 'closed' ? t('shifts.report.closingTitle') : t('shifts.report.xTitle');
  return (
    <Modal opened={shiftId !== null} onClose={onClose} title={title} size="xl" fullScreen={phone} centered>
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {!data && !report.isError && (
        <Center mih={200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {data && <Loaded report={data} title={title} actions={actions} />}
    </Modal>
  );
}

function Loaded({
  report,
  title,
  actions,
}: {
  report: ShiftReport;
  title: string;
  actions?: (report: ShiftReport) => ReactNode;
}) {
  const { t } = useTranslation();
  const print = usePrintShift();
  const { shift } = report;
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        {/* Counted blind, the X report has no figures to print (the server refuses it too). */}
        {report.figures ? (
          <PrintButtons
            printing={print.isPending}
            onPrinter={(printerId) => print.mutateAsync({ id: shift.id, printerId })}
          />
        ) : (
          <span />
        )}
        {actions?.(report)}
      </Group>
      <ShiftReportView report={report} />
      <PrintableReport
        title={title}
        subtitle={t('shifts.report.printedFor', { name: shift.userName ?? '—', id: shift.id })}
      >
        <ShiftReportView report={report} />
      </PrintableReport>
    </Stack>
  );
}
