import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CashMovementInput,
  denominationsTotal,
  minorToDecimal,
  ShiftOpenInput,
  type Denominations,
} from '@cashier/contracts';
import { IconCashRegister } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashMovement, useOpenShift } from '@/api/shifts';
import { MoneyInput } from '@cashier/ui/money-input';
import { ApprovalCanceled, useManagerApproval } from '@/components/use-manager-approval';
import { countedOnly, DenominationGrid, denominationsOf } from '@/components/shift/denomination-grid';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { moneyField } from '@/lib/form-schema';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';

const PHONE = '(max-width: 47.99em)';

/** Cancel, then the dialog's own action. */
function Actions({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" size="md" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" size="md" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

interface OpenShiftDialogProps {
  currency: string;
  onClose: () => void;
  /** Why the shift is asked for now (cash at the till needs a drawer), above the float. */
  intro?: string;
  /** Once the shift is open; without it, the dialog just closes. */
  onOpened?: () => void;
}

/**
 * Opens the signed-in user's shift: the float in the drawer, typed as one amount or counted note
 * by note (the total becomes the float), and an optional note.
 */
export function OpenShiftDialog(props: OpenShiftDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('shifts.open.title')}
      size="lg"
      fullScreen={phone}
      centered
      // Over the payment dialog when the till asks for a shift before taking cash.
      zIndex={310}
    >
      <OpenShiftForm {...props} />
    </Modal>
  );
}

function OpenShiftForm({ currency, onClose, intro, onOpened }: OpenShiftDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useOpenShift();
  const [byNotes, setByNotes] = useState(false);
  const [counts, setCounts] = useState<Denominations>({});
  const schema = useMemo(
    () => ShiftOpenInput.extend({ float: moneyField(currency, ShiftOpenInput.shape.float) }),
    [currency],
  );
  const form = useSchemaForm({
    schema,
    initialValues: { float: '', note: '' },
    messages: { float: t('shifts.open.floatInvalid') },
  });
  const count = (next: Denominations) => {
    setCounts(next);
    form.setFieldValue('float', minorToDecimal(denominationsTotal(next), currency));
  };
  const submit = form.onSubmit((body) =>
    open.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('shifts.open.opened', { amount: formatPrice(body.float, currency, locale) }));
        (onOpened ?? onClose)();
      },
      onError: (e) => {
        const fields = fieldErrors(e);
        form.setErrors(fields.float || fields.note ? fields : { form: errorMessage(e) });
      },
    }),
  );
  const notes = denominationsOf(currency).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {intro && (
          <Alert color="orange" icon={<IconCashRegister />} data-testid="shift-needed">
            {intro}
          </Alert>
        )}
        {notes && (
          <Switch
            size="md"
            label={t('shifts.open.byNotes')}
            checked={byNotes}
            onChange={(e) => {
              setByNotes(e.currentTarget.checked);
              if (e.currentTarget.checked) count(countedOnly(counts));
            }}
          />
        )}
        {byNotes && <DenominationGrid currency={currency} counts={counts} onChange={count} />}
        <MoneyInput
          currency={currency}
          size="md"
          label={t('shifts.open.float', { currency })}
          description={byNotes ? t('shifts.open.floatCounted') : t('shifts.open.floatHint')}
          readOnly={byNotes}
          required
          data-autofocus
          {...form.getInputProps('float')}
        />
        <TextInput size="md" label={t('shifts.open.note')} maxLength={300} {...form.getInputProps('note')} />
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Actions label={t('shifts.open.submit')} busy={open.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

interface CashMovementDialogProps {
  shiftId: number;
  kind: 'in' | 'out';
  currency: string;
  onClose: () => void;
}

/** Cash put into the drawer (pay in) or taken out of it (pay out), with the reason why. */
export function CashMovementDialog(props: CashMovementDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const title = props.kind === 'in' ? t('shifts.movement.inTitle') : t('shifts.movement.outTitle');
  return (
    <Modal opened onClose={props.onClose} title={title} fullScreen={phone} centered>
      <CashMovementForm {...props} />
    </Modal>
  );
}

/**
 * The movement's form and its sending. A pay-out above the restaurant's limit is refused (403)
 * without shifts.manage: a manager's PIN approves it, and it is sent again with the one-time
 * token, as a shift's close is. "More than the drawer holds" (422) shows beside the amount.
 */
function useMovementForm({ shiftId, kind, currency, onClose }: CashMovementDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useCashMovement();
  const approval = useManagerApproval();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(
    () => CashMovementInput.extend({ amount: moneyField(currency, CashMovementInput.shape.amount) }),
    [currency],
  );
  const form = useSchemaForm({
    schema,
    initialValues: { kind, amount: '', reason: '' },
    messages: {
      amount: t('shifts.movement.amountInvalid'),
      reason: { required: t('shifts.movement.reasonRequired') },
    },
  });
  const submit = form.onSubmit(async (body) => {
    const amount = formatPrice(body.amount, currency, locale);
    setBusy(true);
    try {
      await approval.run(
        'shifts.manage',
        null,
        t('shifts.movement.approvalReason', { id: shiftId, amount, reason: body.reason }),
        (approvalToken) =>
          move.mutateAsync({ id: shiftId, body: approvalToken ? { ...body, approvalToken } : body }),
        t('shifts.movement.approvalNeeded'),
      );
      notifySuccess(t(kind === 'in' ? 'shifts.movement.savedIn' : 'shifts.movement.savedOut', { amount }));
      onClose();
    } catch (e) {
      if (e instanceof ApprovalCanceled) return;
      const fields = fieldErrors(e);
      form.setErrors(fields.amount || fields.reason ? fields : { form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  });
  return { form, submit, busy, approvalDialog: approval.dialog };
}

function CashMovementForm(props: CashMovementDialogProps) {
  const { t } = useTranslation();
  const { kind, currency, onClose } = props;
  const { form, submit, busy, approvalDialog } = useMovementForm(props);
  // The approval's own form stays outside this one: React would bubble its submit into ours.
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MoneyInput
            currency={currency}
            size="md"
            label={t('shifts.movement.amount', { currency })}
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <TextInput
            size="md"
            label={t('shifts.movement.reason')}
            placeholder={
              kind === 'in' ? t('shifts.movement.reasonInHint') : t('shifts.movement.reasonOutHint')
            }
            maxLength={200}
            required
            {...form.getInputProps('reason')}
          />
          {form.errors.form && (
            <Text c="red" size="sm" role="alert">
              {form.errors.form}
            </Text>
          )}
          <Actions
            label={kind === 'in' ? t('shifts.movement.submitIn') : t('shifts.movement.submitOut')}
            busy={busy}
            onCancel={onClose}
          />
        </Stack>
      </form>
      {approvalDialog}
    </>
  );
}
