import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type Customer } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSettleBalance } from '../api';
import { MoneyInput } from '@/components/money-input';
import { touchSegments } from './touch';

type Method = 'cash' | 'card' | 'other';
const METHODS: Method[] = ['cash', 'card', 'other'];

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
  const [amount, setAmount] = useState(minorToDecimal(customer.balance, currency));
  const [method, setMethod] = useState<Method>('cash');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = decimalToMinor(amount, currency);
    if (minor === null || minor <= 0) {
      setErrors({ amount: t('sales.actions.amountInvalid') });
      return;
    }
    if (minor > customer.balance) {
      setErrors({
        amount: t('sales.actions.amountTooMuch', { max: formatPrice(customer.balance, currency, locale) }),
      });
      return;
    }
    settle.mutate(
      { customerId: customer.id, body: { amount: minor, method, reference: reference.trim() || null } },
      {
        onSuccess: ({ balance }) => {
          notifySuccess(
            t('sales.debit.settled', {
              amount: formatPrice(minor, currency, locale),
              balance: formatPrice(balance, currency, locale),
            }),
          );
          onClose();
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          setErrors(fields.amount || fields.reference ? fields : { form: errorMessage(e) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {t('sales.debit.owes', { amount: formatPrice(customer.balance, currency, locale) })}
        </Text>
        <MoneyInput
          currency={currency}
          label={t('sales.actions.amount', { currency })}
          value={amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setErrors({});
          }}
          error={errors.amount}
          required
          data-autofocus
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="settle-method">
            {t('sales.actions.method')}
          </Text>
          <SegmentedControl
            styles={touchSegments}
            aria-labelledby="settle-method"
            fullWidth
            value={method}
            onChange={(v) => setMethod(v as Method)}
            data={METHODS.map((m) => ({ value: m, label: t(`sales.methods.${m}`) }))}
          />
        </div>
        <TextInput
          label={t('sales.debit.reference')}
          description={t('sales.debit.referenceHint')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.reference}
          maxLength={100}
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
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
