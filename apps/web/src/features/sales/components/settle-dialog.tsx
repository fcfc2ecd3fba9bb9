import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { SettlementInput, minorToDecimal, type Customer } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { fieldErrors } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/form';
import { moneyField } from '@/lib/form-schema';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { formRule } from '@/lib/zod-message';
import { useSettleBalance } from '../api';
import { touchSegments } from './touch';

const METHODS = SettlementInput.shape.method.options;

/** Takes a payment against what a customer owes on account (at most the balance). */
export function SettleDialog({
  customer,
  currency,
  onClose,
}: {
  customer: Customer | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={customer !== null}
      onClose={onClose}
      title={customer ? t('sales.debit.settleTitle', { name: customer.name }) : ''}
      centered
    >
      {customer && <SettleForm key={customer.id} customer={customer} currency={currency} onClose={onClose} />}
    </Modal>
  );
}

/** The settlement body with the amount as typed; at most what the customer owes. */
function settleSchema(currency: string, balance: number, locale: Locale) {
  return SettlementInput.extend({ amount: moneyField(currency, SettlementInput.shape.amount) }).refine(
    (v) => v.amount <= balance,
    {
      path: ['amount'],
      params: formRule('sales.actions.amountTooMuch', {
        max: formatPrice(balance, currency, locale),
      }),
    },
  );
}

function SettleForm({
  customer,
  currency,
  onClose,
}: {
  customer: Customer;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settle = useSettleBalance();
  const schema = useMemo(
    () => settleSchema(currency, customer.balance, locale),
    [currency, customer.balance, locale],
  );
  const form = useSchemaForm({
    schema,
    initialValues: { amount: minorToDecimal(customer.balance, currency), method: 'cash', reference: '' },
    messages: {
      amount: { required: t('sales.actions.amountInvalid'), invalid: t('sales.actions.amountInvalid') },
    },
  });

  const submit = form.onSubmit((body) =>
    settle.mutate(
      { customerId: customer.id, body },
      {
        onSuccess: ({ balance }) => {
          notifySuccess(
            t('sales.debit.settled', {
              amount: formatPrice(body.amount, currency, locale),
              balance: formatPrice(balance, currency, locale),
            }),
          );
          onClose();
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          form.setErrors(fields.amount || fields.reference ? fields : { form: errorMessage(e) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {t('sales.debit.owes', { amount: formatPrice(customer.balance, currency, locale) })}
        </Text>
        <MoneyInput
          currency={currency}
          label={t('sales.actions.amount', { currency })}
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="settle-method">
            {t('sales.actions.method')}
          </Text>
          <SegmentedControl
            styles={touchSegments}
            aria-labelledby="settle-method"
            fullWidth
            data={METHODS.map((m) => ({ value: m, label: t(`sales.methods.${m}`) }))}
            {...form.getInputProps('method', { withError: false })}
          />
        </div>
        <TextInput
          label={t('sales.debit.reference')}
          description={t('sales.debit.referenceHint')}
          maxLength={100}
          {...form.getInputProps('reference')}
        />
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} size="md">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={settle.isPending} size="md">
            {t('sales.debit.takePayment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
