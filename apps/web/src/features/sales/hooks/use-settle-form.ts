import { SettlementInput, minorToDecimal, type Customer } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { moneyField } from '@/lib/form-schema';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@cashier/web-core/locale';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { formRule } from '@/lib/zod-message';
import { useSettleBalance } from '../api';

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

/** A payment against a customer's account: amount (the whole balance at first), method, reference. */
export function useSettleForm(customer: Customer, currency: string, onClose: () => void) {
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

  return { form, submit, saving: settle.isPending };
}
