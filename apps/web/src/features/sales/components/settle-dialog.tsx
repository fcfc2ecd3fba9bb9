import { Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { SettlementInput, type Customer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@cashier/ui/money-input';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useSettleForm } from '../hooks/use-settle-form';
import { DialogActions } from './dialog-actions';
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
  const { form, submit, saving } = useSettleForm(customer, currency, onClose);

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
        <DialogActions label={t('sales.debit.takePayment')} busy={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
