import { Alert, Anchor, Center, Loader, Paper, Stack } from '@mantine/core';
import type { Shift, ZReport } from '@cashier/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePrintZReport, useZReport } from '@/api/shifts';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { PrintableReport, PrintButtons } from '@/components/shift/printable-report';
import { ShiftReportModal } from '@/components/shift/shift-report-modal';
import { isApiError } from '@cashier/web-core/api-client';
import { formatDay } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { ZReportView } from '../components/z-report-view';

/** /admin/reports/z-reports/{number}: one closed day, to read, print in the browser or on the receipt printer. */
export function ZReportPage() {
  const { t } = useTranslation();
  const number = Number(useParams().number);
  const valid = Number.isInteger(number) && number > 0;
  const z = useZReport(number);
  const print = usePrintZReport();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('shifts.z.title', { number: valid ? number : '' })}
        actions={
          z.data && (
            <PrintButtons
              printing={print.isPending}
              onPrinter={(printerId) => print.mutateAsync({ number, printerId })}
            />
          )
        }
      />
      {valid && z.isPending && (
        <Center mih={200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {(!valid || z.isError) && (
        <Problem missing={!valid || (isApiError(z.error) && z.error.status === 404)} z={z} />
      )}
      {z.data && <Loaded zReport={z.data} />}
    </Stack>
  );
}

function Loaded({ zReport }: { zReport: ZReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState<Shift | null>(null);
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <ZReportView zReport={zReport} onOpenShift={setShown} />
      </Paper>
      {/* Printing from the shift's dialog prints that shift; the Z's copy is for the page. */}
      {!shown && (
        <PrintableReport
          title={t('shifts.z.title', { number: zReport.number })}
          subtitle={formatDay(zReport.businessDate, locale)}
        >
          <ZReportView zReport={zReport} />
        </PrintableReport>
      )}
      <ShiftReportModal shiftId={shown?.id ?? null} onClose={() => setShown(null)} />
    </>
  );
}

function Problem({ missing, z }: { missing: boolean; z: ReturnType<typeof useZReport> }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (!missing) return <QueryError error={z.error} onRetry={() => void z.refetch()} />;
  return (
    <Alert color="yellow" icon={<IconInfoCircle />} title={t('shifts.z.notFoundTitle')}>
      {t('shifts.z.notFound')}{' '}
      <Anchor component={Link} to={to('/admin/reports/z-reports')}>
        {t('shifts.z.backToList')}
      </Anchor>
    </Alert>
  );
}
