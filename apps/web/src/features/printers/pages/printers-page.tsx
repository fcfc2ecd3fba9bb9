import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { Printer } from '@cashier/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { notifySuccess } from '@/lib/notify';
import { usePrinters } from '../api';
import { PrintJobsDrawer } from '../components/print-jobs-drawer';
import { PrinterForm } from '../components/printer-form';
import { PrinterRules } from '../components/printer-rules';
import { addressOf, PrintersTable } from '../components/printers-table';
import { useConfirmDeletePrinter } from '../components/use-delete-printer';

/** `null` closed, `'new'` creating, a printer editing it. */
type Editing = Printer | 'new' | null;

/**
 * /admin/settings/printers: the receipt and kitchen printers, edited in a dialog, each with its
 * health and its queue of print jobs (a drawer). Both follow `print.job` events (lib/realtime).
 */
export function PrintersPage() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [jobsOf, setJobsOf] = useState<number | null>(null);
  const printers = usePrinters();
  const confirmDelete = useConfirmDeletePrinter();
  const rows = useMemo(
    () => (printers.data ?? []).filter((p) => matchesSearch(search, p.name, addressOf(p))),
    [printers.data, search],
  );
  const current = editing === 'new' ? null : editing;
  const openJobs = useCallback((p: Printer) => setJobsOf(p.id), []);

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('printers.title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('printers.create')}
          </Button>
        }
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle />} mb="lg">
        {t('printers.intro')}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Group mb="md">
          <SearchInput value={search} onChange={setSearch} />
        </Group>
        {printers.isPending && <Loader m="xl" />}
        {printers.isError && <QueryError error={printers.error} onRetry={() => void printers.refetch()} />}
        {printers.isSuccess &&
          (rows.length ? (
            <PrintersTable
              printers={rows}
              onEdit={setEditing}
              onDelete={confirmDelete}
              onJobs={openJobs}
              filterKey={search}
            />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search ? t('common.noMatch') : t('printers.empty')}
            </Text>
          ))}
      </Paper>
      <PrinterRules />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('printers.editTitle', { name: current.name }) : t('printers.createTitle')}
        size="lg"
        fullScreen={phone}
      >
        <PrinterForm
          key={current?.id ?? 'new'}
          printer={current}
          onCancel={() => setEditing(null)}
          onSaved={(printer) => {
            notifySuccess(t('printers.saved', { name: printer.name }));
            setEditing(null);
          }}
        />
      </Modal>
      <PrintJobsDrawer
        printer={printers.data?.find((p) => p.id === jobsOf) ?? null}
        printers={printers.data ?? []}
        onClose={() => setJobsOf(null)}
      />
    </Stack>
  );
}
