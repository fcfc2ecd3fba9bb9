import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CashMovementInput,
  denominationsTotal,
  minorToDecimal,
  ShiftOpenInput,
  type Denominations,
} from '@cashier/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashMovement, useOpenShift } from '@/api/shifts';
import { MoneyInput } from '@/components/money-input';
import { countedOnly, DenominationGrid, denominationsOf } from '@/components/shift/denomination-grid';
import { fieldErrors } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/form';
import { moneyField } from '@/lib/form-schema';
import { formatPrice } from '@/lib/format';
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
}

/**
 * Opens the signed-in user's shift: the float in the drawer, typed as one amount or counted note
 * by note (the total becomes the float), and an optional note.
 */
export function OpenShiftDialog({ currency, onClose }: OpenShiftDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={t('shifts.open.title')} size="lg" fullScreen={phone} centered>
      <OpenShiftForm currency={currency} onClose={onClose} />
    </Modal>
  );
}

function OpenShiftForm({ currency, onClose }: OpenShiftDialogProps) {
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
        onClose();
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

function CashMovementForm({ shiftId, kind, currency, onClose }: CashMovementDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useCashMovement();
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
  const submit = form.onSubmit((body) =>
    move.mutate(
      { id: shiftId, body },
      {
        onSuccess: () => {
          const amount = formatPrice(body.amount, currency, locale);
          notifySuccess(
            t(kind === 'in' ? 'shifts.movement.savedIn' : 'shifts.movement.savedOut', { amount }),
          );
          onClose();
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          form.setErrors(fields.amount || fields.reason ? fields : { form: errorMessage(e) });
        },
      },
    ),
  );
  return (
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
          placeholder={kind === 'in' ? t('shifts.movement.reasonInHint') : t('shifts.movement.reasonOutHint')}
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
          busy={move.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
