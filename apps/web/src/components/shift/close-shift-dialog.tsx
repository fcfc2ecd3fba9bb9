import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ShiftReport } from '@cashier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShiftReport } from '@/api/shifts';
import { MoneyInput } from '@cashier/ui/money-input';
import { QueryError } from '../query-error';
import { DenominationGrid, denominationsOf } from './denomination-grid';
import { DifferenceText } from './difference';
import { useReportMoney } from './till-figures';
import { useCloseShiftForm } from './use-close-shift';
import classes from './count.module.css';

/** Segmented options 44 px tall, for a finger on a till. */
export const touchSegments = {
  label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

interface CloseShiftDialogProps {
  /** The shift to close; null keeps the dialog shut. */
  shiftId: number | null;
  onClose: () => void;
  /** The closing report, once the server has closed the shift. */
  onClosed: (report: ShiftReport) => void;
}

/** Counts the drawer and closes the shift (its figures read afresh, so "expected" is current). */
export function CloseShiftDialog({ shiftId, onClose, onClosed }: CloseShiftDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={shiftId !== null}
      onClose={onClose}
      title={t('shifts.count.title')}
      size="lg"
      fullScreen={phone}
      centered
    >
      {shiftId !== null && <Loaded id={shiftId} onClose={onClose} onClosed={onClosed} />}
    </Modal>
  );
}

function Loaded({
  id,
  onClose,
  onClosed,
}: {
  id: number;
  onClose: () => void;
  onClosed: (r: ShiftReport) => void;
}) {
  const { t } = useTranslation();
  const report = useShiftReport(id);
  if (report.isError) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data)
    return (
      <Center mih={200}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (report.data.shift.status === 'closed')
    return <Alert color="yellow">{t('shifts.count.alreadyClosed')}</Alert>;
  return <CloseShiftForm report={report.data} onClose={onClose} onClosed={onClosed} />;
}

function CloseShiftForm({
  report,
  onClose,
  onClosed,
}: {
  report: ShiftReport;
  onClose: () => void;
  onClosed: (r: ShiftReport) => void;
}) {
  const { t } = useTranslation();
  const { currency } = report;
  const form = useCloseShiftForm(report, onClosed);
  const hasNotes = denominationsOf(currency).length > 0;
  // The approval's own form stays outside this one: React bubbles a submit from a portal to its
  // React parents, so a PIN sent inside this form would send the close a second time.
  return (
    <>
      <form onSubmit={(e) => void form.submit(e)} noValidate>
        <Stack>
          {hasNotes && (
            <SegmentedControl
              fullWidth
              styles={touchSegments}
              aria-label={t('shifts.count.how')}
              value={form.mode}
              onChange={(v) => form.setMode(v === 'amount' ? 'amount' : 'notes')}
              data={[
                { value: 'notes', label: t('shifts.count.byNotes') },
                { value: 'amount', label: t('shifts.count.oneAmount') },
              ]}
            />
          )}
          {form.mode === 'notes' ? (
            <DenominationGrid currency={currency} counts={form.counts} onChange={form.setCounts} />
          ) : (
            <MoneyInput
              currency={currency}
              size="md"
              label={t('shifts.count.countedAmount', { currency })}
              value={form.amount}
              onChange={(e) => form.setAmount(e.currentTarget.value)}
              data-autofocus
            />
          )}
          <TextInput
            size="md"
            label={t('shifts.count.note')}
            description={t('shifts.count.noteHint')}
            maxLength={300}
            value={form.note}
            onChange={(e) => form.setNote(e.currentTarget.value)}
          />
          {form.error && (
            <Alert color="red" role="alert">
              {form.error}
            </Alert>
          )}
          <CountSummary form={form} currency={currency} onClose={onClose} />
        </Stack>
      </form>
      {form.approvalDialog}
    </>
  );
}

/** Expected, counted and over/short, live, above the dialog's buttons; counted blind, only the count. */
function CountSummary({
  form,
  currency,
  onClose,
}: {
  form: ReturnType<typeof useCloseShiftForm>;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const counted = (
    <Stat label={t('shifts.count.counted')} testId="count-counted">
      {form.counted === null ? '—' : m.money(form.counted)}
    </Stat>
  );
  return (
    <div className={classes.summary}>
      {form.expected === null ? (
        <Stack gap="xs">
          {counted}
          <Text size="sm" c="dimmed" data-testid="count-blind">
            {t('shifts.count.blindHint')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={3} spacing="xs">
          <Stat label={t('shifts.count.expected')} testId="count-expected">
            {m.money(form.expected)}
          </Stat>
          {counted}
          <Stat label={t('shifts.count.difference')} testId="count-difference">
            {form.difference === null ? (
              '—'
            ) : (
              <DifferenceText difference={form.difference} currency={currency} />
            )}
          </Stat>
        </SimpleGrid>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="md" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="md" color="red" loading={form.busy}>
          {t('shifts.count.submit')}
        </Button>
      </Group>
    </div>
  );
}

function Stat({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={classes.stat} aria-live="polite">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="span" className={classes.statValue} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
