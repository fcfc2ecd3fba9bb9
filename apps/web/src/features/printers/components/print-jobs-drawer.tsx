import { Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Printer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { usePrinterJobs } from '../api';
import { PrintJobCard } from './print-job-card';
import { PrinterHealth } from './printer-health';

interface PrintJobsDrawerProps {
  /** The printer whose jobs are shown, fresh from the list; null when closed. */
  printer: Printer | null;
  printers: Printer[];
  onClose: () => void;
}

/**
 * A printer's queue beside the list: its health, then each job waiting, failed or lately printed.
 * It follows the `print.job` events through the query cache, so a retry's outcome shows by itself.
 */
export function PrintJobsDrawer({ printer, printers, onClose }: PrintJobsDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const jobs = usePrinterJobs(printer?.id ?? null);
  const others = printers.filter((p) => p.id !== printer?.id && p.active && p.connection === 'network');
  return (
    // "right" is the end side: Mantine mirrors it in Arabic.
    <Drawer
      opened={printer !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={printer ? t('printers.jobs.title', { name: printer.name }) : ''}
    >
      {printer && (
        <Stack gap="md">
          <PrinterHealth health={printer.health} />
          {jobs.isPending && <Loader m="md" />}
          {jobs.isError && <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />}
          {jobs.isSuccess &&
            (jobs.data.length ? (
              <Stack gap="sm" role="list" aria-label={t('printers.jobs.list')}>
                {jobs.data.map((job) => (
                  <div role="listitem" key={job.id}>
                    <PrintJobCard job={job} others={others} />
                  </div>
                ))}
              </Stack>
            ) : (
              <Group justify="center" py="xl">
                <Text c="dimmed">{t('printers.jobs.empty')}</Text>
              </Group>
            ))}
        </Stack>
      )}
    </Drawer>
  );
}
