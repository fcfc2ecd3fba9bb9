import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import type { Printer, PrintJob } from '@cashier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRetryJob } from '../api';
import { useMoment } from './use-moment';
import { printerErrorText } from './printer-error';

const STATUS_COLORS = { queued: 'yellow', sending: 'blue', printed: 'teal', failed: 'red' } as const;

/** "Kitchen ticket #12", "Receipt #12", "Test page". */
export function useJobTitle(): (job: PrintJob) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (job) => {
    if (job.kind === 'test' || job.orderNumber === null) return t(`printers.jobs.kinds.${job.kind}`);
    const n = formatNumber(job.orderNumber, locale);
    return t(`printers.jobs.numbered.${job.kind}`, { n });
  };
}

interface PrintJobCardProps {
  job: PrintJob;
  /** The other active network printers a job can be sent to instead. */
  others: Printer[];
}

/** One job: what it prints, how it went, and for one still waiting or failed, a way to send it again. */
export function PrintJobCard({ job, others }: PrintJobCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useMoment();
  const title = useJobTitle()(job);
  const open = job.status === 'queued' || job.status === 'failed';
  return (
    <Paper withBorder radius="md" p="sm" aria-label={title} component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {job.copy && (
              <Badge color="orange" variant="filled" title={t('printers.jobs.copyHint')}>
                {t('printers.jobs.copy')}
              </Badge>
            )}
          </Group>
          <Badge color={STATUS_COLORS[job.status]} variant="light">
            {t(`printers.jobs.statuses.${job.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('printers.jobs.created', { at: moment(job.createdAt) })}
          {job.printedAt && ` · ${t('printers.jobs.printed', { at: moment(job.printedAt) })}`}
          {job.attempts > 0 && ` · ${t('printers.jobs.attempts', { n: formatNumber(job.attempts, locale) })}`}
        </Text>
        {job.lastError && job.status !== 'printed' && (
          <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {t('printers.jobs.lastError')} <bdi>{printerErrorText(t, job.lastError)}</bdi>
          </Text>
        )}
        {open && <RetryControls job={job} title={title} others={others} />}
      </Stack>
    </Paper>
  );
}

function RetryControls({ job, title, others }: { job: PrintJob; title: string; others: Printer[] }) {
  const { t } = useTranslation();
  const retry = useRetryJob();
  const [target, setTarget] = useState<string | null>(null);
  const send = (printer?: Printer) =>
    retry.mutate(
      { jobId: job.id, printerId: printer?.id },
      {
        onSuccess: () =>
          notifySuccess(
            printer
              ? t('printers.jobs.moved', { job: title, printer: printer.name })
              : t('printers.jobs.retried', { job: title }),
          ),
        onError: (e) => notifyError(e, t('printers.jobs.retryFailed')),
      },
    );
  const chosen = others.find((p) => String(p.id) === target);
  return (
    <Group gap="xs" align="flex-end">
      <Button
        size="sm"
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={retry.isPending && !retry.variables.printerId}
        onClick={() => send()}
        aria-label={t('printers.jobs.retryNamed', { job: title })}
      >
        {t('printers.jobs.retry')}
      </Button>
      {others.length > 0 && (
        <Group gap="xs" wrap="nowrap" align="flex-end" style={{ flex: '1 1 16rem' }}>
          <Select
            size="sm"
            label={t('printers.jobs.sendTo')}
            placeholder={t('printers.jobs.choosePrinter')}
            data={others.map((p) => ({ value: String(p.id), label: p.name }))}
            value={target}
            onChange={setTarget}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            size="sm"
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!chosen}
            loading={retry.isPending && retry.variables.printerId !== undefined}
            onClick={() => chosen && send(chosen)}
          >
            {t('printers.jobs.send')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
