import { SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { CUSTOMER_STATUSES, CustomerInput, type Customer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { EmailInput, PhoneInput } from '@cashier/ui/contact-inputs';
import { FormActions } from '@cashier/ui/form-actions';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { useLocalizedPath } from '@/lib/paths';
import { useSaveCustomer } from '../api';
import { customerFieldErrors } from './customer-errors';

interface CustomerFormProps {
  customer: Customer | null;
  onSaved: () => void;
}

export function CustomerForm({ customer, onSaved }: CustomerFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveCustomer();
  const form = useSchemaForm({
    schema: CustomerInput,
    initialValues: {
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
      address: customer?.address ?? '',
      subscriber: customer?.subscriber ?? false,
      status: customer?.status ?? 'active',
    },
  });

  // The update replaces the whole record, so every field goes every time.
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: customer?.id ?? null, body },
      saveOutcome(form, onSaved, (e) => customerFieldErrors(e, t)),
    ),
  );
  const status = form.getValues().status;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('customers.name')}
          maxLength={120}
          autoComplete="off"
          required
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label={t('customers.phone')}
          description={t('customers.phoneHint')}
          maxLength={20}
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <EmailInput label={t('customers.email')} autoComplete="off" {...form.getInputProps('email')} />
        <Textarea
          label={t('customers.address')}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <Switch
          label={t('customers.subscriber')}
          description={t('customers.subscriberHint')}
          {...form.getInputProps('subscriber', { type: 'checkbox' })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="customer-status">
            {t('common.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="customer-status"
            data={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`customers.statuses.${s}`) }))}
            color={status === 'blocked' ? 'red' : 'teal'}
            w="fit-content"
            {...form.getInputProps('status', { withError: false, withFocus: false })}
          />
          <Text size="xs" c="dimmed">
            {t('customers.statusHint')}
          </Text>
        </Stack>
        <FormActions saving={save.isPending} cancelTo={to('/admin/customers')} />
      </Stack>
    </form>
  );
}
