import { Button, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CustomerInput, type Customer } from '@cashier/contracts';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PhoneInput } from '@cashier/ui/contact-inputs';
import { fieldErrors } from '@cashier/web-core/api-client';
import { useSchemaForm } from '@/lib/form';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { notifyError } from '@/lib/notify';
import { useCreateCustomer, useCustomerSearch } from '../api';

/** A customer made at the till: a name and, if given, a phone. */
const QuickCustomer = CustomerInput.pick({ name: true, phone: true });

interface CustomerPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (customer: Customer) => void;
  locale: Locale;
  currency: string;
}

type Draft = z.input<typeof QuickCustomer>;

/** A new customer's name and phone, started from what was searched for. */
function NewCustomerForm({
  draft,
  onCreated,
  onCancel,
}: {
  draft: Draft;
  onCreated: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const form = useSchemaForm({ schema: QuickCustomer, initialValues: draft });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (e) => {
        form.setErrors(fieldErrors(e));
        notifyError(e, t('pos.customerCreateFailed'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('pos.customerName')}
          required
          data-autofocus
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <PhoneInput label={t('pos.customerPhone')} maxLength={20} {...form.getInputProps('phone')} />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="md" loading={create.isPending} disabled={!form.values.name.trim()}>
            {t('pos.createCustomer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CustomerRowProps {
  customer: Customer;
  onPick: (customer: Customer) => void;
  locale: Locale;
  currency: string;
}

/** One customer found: name, phone, and what they owe on account. */
function CustomerRow({ customer: c, onPick, locale, currency }: CustomerRowProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={() => onPick(c)}
      p="xs"
      mih={44}
      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {c.name}
          </Text>
          {c.phone && (
            <Text size="xs" c="dimmed" dir="ltr" style={{ textAlign: 'start' }}>
              {c.phone}
            </Text>
          )}
        </div>
        {c.balance > 0 && (
          <Text size="xs" c="orange" style={{ whiteSpace: 'nowrap' }}>
            {t('pos.owes', { amount: formatPrice(c.balance, currency, locale) })}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** Finds a customer by name, phone or e-mail, or creates one with a name and a phone. */
export function CustomerPicker({ opened, onClose, onPick, locale, currency }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 200);
  const found = useCustomerSearch(debounced, opened);
  const [draft, setDraft] = useState<Draft | null>(null);

  function pick(customer: Customer) {
    onPick(customer);
    setQ('');
    setDraft(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.chooseCustomer')} centered size="md">
      {draft ? (
        <NewCustomerForm draft={draft} onCreated={pick} onCancel={() => setDraft(null)} />
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('pos.findCustomer')}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            rightSection={found.isFetching ? <Loader size="xs" /> : null}
            data-autofocus
          />
          <Stack gap={4} mah={320} style={{ overflowY: 'auto' }}>
            {(found.data?.customers ?? []).map((c) => (
              <CustomerRow key={c.id} customer={c} onPick={pick} locale={locale} currency={currency} />
            ))}
            {found.data?.total === 0 && (
              <Text c="dimmed" size="sm">
                {t('common.noMatch')}
              </Text>
            )}
            {found.data && found.data.total > found.data.customers.length && (
              <Text c="dimmed" size="sm">
                {t('pos.moreCustomers', {
                  shown: formatNumber(found.data.customers.length, locale),
                  total: formatNumber(found.data.total, locale),
                })}
              </Text>
            )}
          </Stack>
          <Button
            variant="light"
            size="md"
            leftSection={<IconUserPlus size={18} />}
            onClick={() => {
              // What was searched for starts the new customer: a number as the phone, else the name.
              setDraft(/\d/.test(q) ? { name: '', phone: q } : { name: q, phone: '' });
            }}
          >
            {t('pos.newCustomer')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
