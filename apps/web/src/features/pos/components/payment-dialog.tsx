import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { currencyExponent, decimalToMinor, minorToDecimal, type PaymentMethod } from '@cashier/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { quickCash } from '../cart';
import classes from './pos.module.css';

export interface PaymentEntry {
  method: PaymentMethod;
  amount: number;
  tendered: number | null;
}

type Method = 'cash' | 'card' | 'account';

interface PaymentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What is still to pay on the order. */
  due: number;
  currency: string;
  locale: Locale;
  /** On account is offered when a customer is on the order; a debit order's rest goes there by itself. */
  canCharge: boolean;
  debit: boolean;
  saving: boolean;
  error: string | null;
  onComplete: (payments: PaymentEntry[]) => void;
}

/** Cash with change, card, split tender and on account, until nothing is left to pay. */
export function PaymentDialog(props: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('pos.payTitle')} centered size="md">
      {/* Mounted while open only, so every payment starts clean. */}
      {props.opened && <PaymentForm {...props} />}
      {props.error && (
        <Alert color="red" mt="sm" role="alert">
          {props.error}
        </Alert>
      )}
      <Text size="xs" c="dimmed" mt="xs" ta="center">
        {t('pos.completeShortcut')}
      </Text>
    </Modal>
  );
}

function PaymentForm({ due, currency, locale, canCharge, debit, saving, onComplete }: PaymentDialogProps) {
  const { t } = useTranslation();
  const [payments, setPayments] = useState<PaymentEntry[]>([]);
  const [method, setMethod] = useState<Method>('cash');
  const [text, setText] = useState('');
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const paid = payments.reduce((s, p) => s + p.amount, 0);
  const remaining = Math.max(0, due - paid);

  const typed = text.trim() ? decimalToMinor(text, currency) : remaining;
  const invalid = typed === null || typed < 0 || (method !== 'cash' && typed > remaining);
  /** The payment the fields describe now, if it is valid and pays something. */
  const pending: PaymentEntry | null =
    invalid || typed === null || typed === 0 || remaining === 0
      ? null
      : method === 'cash'
        ? { method, amount: Math.min(typed, remaining), tendered: typed }
        : { method, amount: typed, tendered: null };
  const change = pending?.tendered != null ? pending.tendered - pending.amount : 0;
  const afterPending = remaining - (pending?.amount ?? 0);
  const canComplete = !saving && (afterPending === 0 || debit);

  function add() {
    if (!pending) return;
    setPayments((list) => [...list, pending]);
    setText('');
    setMethod('cash');
  }

  function complete() {
    if (!canComplete) return;
    onComplete(pending ? [...payments, pending] : payments);
  }

  const methods = [
    { value: 'cash', label: t('pos.methods.cash') },
    { value: 'card', label: t('pos.methods.card') },
    ...(canCharge ? [{ value: 'account', label: t('pos.methods.account') }] : []),
  ];

  return (
    <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+Enter', complete]])}>
      <div className={classes.totalRow}>
        <Text fw={600}>{t('pos.amountDue')}</Text>
        <Text fw={800} size="xl" data-testid="pay-due">
          {money(due)}
        </Text>
      </div>
      {payments.length > 0 && (
        <Stack gap={4} aria-label={t('pos.paymentsTaken')}>
          {payments.map((p, i) => (
            <Group key={i} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t(`pos.methods.${p.method as Method}`)}
                {p.tendered !== null && p.tendered > p.amount
                  ? ` · ${t('pos.tenderedValue', { amount: money(p.tendered) })}`
                  : ''}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {money(p.amount)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={t('pos.removePayment')}
                  onClick={() => setPayments((list) => list.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          <div className={classes.totalRow}>
            <Text fw={600}>{t('pos.remaining')}</Text>
            <Text fw={700} data-testid="pay-remaining">
              {money(remaining)}
            </Text>
          </div>
        </Stack>
      )}
      {remaining > 0 && (
        <>
          <SegmentedControl
            fullWidth
            size="md"
            value={method}
            onChange={(v) => {
              setMethod(v as Method);
              setText('');
            }}
            data={methods}
            aria-label={t('pos.paymentMethod')}
          />
          <TextInput
            label={method === 'cash' ? t('pos.tendered') : t('pos.amount')}
            description={method === 'cash' ? t('pos.tenderedHint') : t('pos.amountHint')}
            placeholder={minorToDecimal(remaining, currency)}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            inputMode="decimal"
            dir="ltr"
            size="md"
            error={text.trim() && invalid ? t('pos.amountInvalid') : undefined}
            data-autofocus
          />
          {method === 'cash' && (
            <SimpleGrid cols={3} spacing={6}>
              {quickCash(remaining, currencyExponent(currency)).map((amount) => (
                <Button
                  key={amount}
                  variant="default"
                  size="md"
                  px={4}
                  onClick={() => setText(minorToDecimal(amount, currency))}
                >
                  {money(amount)}
                </Button>
              ))}
            </SimpleGrid>
          )}
          {change > 0 && (
            <div className={classes.totalRow}>
              <Text fw={700}>{t('pos.changeDue')}</Text>
              <Text fw={800} size="lg" c="teal" data-testid="change-due">
                {money(change)}
              </Text>
            </div>
          )}
          {pending && afterPending > 0 && (
            <Button variant="light" size="md" onClick={add}>
              {t('pos.addPayment', { amount: money(pending.amount) })}
            </Button>
          )}
        </>
      )}
      {debit && afterPending > 0 && (
        <Text size="sm" c="orange">
          {t('pos.restOnAccount', { amount: money(afterPending) })}
        </Text>
      )}
      <Button size="lg" color="teal" onClick={complete} disabled={!canComplete} loading={saving}>
        {t('pos.complete')}
      </Button>
    </Stack>
  );
}
