import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconListDetails, IconPrinter } from '@tabler/icons-react';
import type { Printer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@cashier/ui/row-actions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTestPrint } from '../api';

interface PrinterActionsProps {
  printer: Printer;
  onEdit: () => void;
  onDelete: () => void;
  onJobs: () => void;
}

/** A row's buttons: a network printer's test page and jobs, then edit and delete. */
export function PrinterActions({ printer, onEdit, onDelete, onJobs }: PrinterActionsProps) {
  const { t } = useTranslation();
  const test = useTestPrint();
  const { name } = printer;
  const sendTest = () =>
    test.mutate(printer.id, {
      onSuccess: () => notifySuccess(t('printers.testQueued', { name })),
      onError: (e) => notifyError(e, t('printers.testFailed')),
    });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {printer.connection === 'network' && (
        <>
          <Tooltip label={t('printers.testPrint')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('printers.testPrintNamed', { name })}
              loading={test.isPending}
              onClick={sendTest}
            >
              <IconPrinter size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('printers.jobs.open')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('printers.jobs.openNamed', { name })}
              onClick={onJobs}
            >
              <IconListDetails size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />
    </Group>
  );
}
