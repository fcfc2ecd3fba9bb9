import { SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { CUSTOMER_STATUSES, type Customer, type CustomerStatus } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useSaveCustomer, type CustomerBody } from '../api';
import { customerFieldErrors } from './customer-errors';
import { FormActions } from '@/components/form-actions';

interface CustomerFormProps {
  customer: Customer | null;
  onSaved: () => void;
}

const orNull = (value: string) => value.trim() || null;

export function CustomerForm({ customer, onSaved }: CustomerFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveCustomer();
  const [name, setName] = useState(customer?.name ?? '');
  const [phone, setPhone] = useState(customer?.phone ?? '');
  const [email, setEmail] = useState(customer?.email ?? '');
  const [address, setAddress] = useState(customer?.address ?? '');
  const [subscriber, setSubscriber] = useState(customer?.subscriber ?? false);
  const [status, setStatus] = useState<CustomerStatus>(customer?.status ?? 'active');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...customerFieldErrors(save.error, t), ...missing };

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(name.trim() ? {} : { name: t('common.required') });
    if (!name.trim()) return;
    // The update replaces the whole record, so every field goes every time.
    const body: CustomerBody = {
      name: name.trim(),
      phone: orNull(phone),
      email: orNull(email),
      address: orNull(address),
      subscriber,
      status,
    };
    save.mutate(
      { id: customer?.id ?? null, body },
      { onSuccess: onSaved, onError: (e) => notifyError(e, t('common.saveFailed')) },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('customers.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={120}
          autoComplete="off"
          required
        />
        <TextInput
          label={t('customers.phone')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={errors.phone}
          description={t('customers.phoneHint')}
          maxLength={20}
          autoComplete="off"
        />
        <TextInput
          label={t('customers.email')}
          type="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          maxLength={254}
          autoComplete="off"
        />
        <Textarea
          label={t('customers.address')}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={errors.address}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Switch
          label={t('customers.subscriber')}
          description={t('customers.subscriberHint')}
          checked={subscriber}
          onChange={(e) => setSubscriber(e.currentTarget.checked)}
          error={errors.subscriber}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="customer-status">
            {t('common.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="customer-status"
            value={status}
            onChange={(v) => setStatus(v as CustomerStatus)}
            data={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`customers.statuses.${s}`) }))}
            color={status === 'blocked' ? 'red' : 'teal'}
            w="fit-content"
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
