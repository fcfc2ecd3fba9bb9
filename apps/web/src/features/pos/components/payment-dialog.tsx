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
import { currencyExponent, minorToDecimal } from '@cashier/contracts';
import { IconCashRegister, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { quickCash } from '@cashier/sale';
import { takesCash } from '../hooks/use-cash-drawer';
import { useTender, type PaymentEntry, type Tender, type TenderMethod } from '../hooks/use-tender';
import classes from './pos.module.css';

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
  /** Cash would be refused: the signed-in user has no open shift and the restaurant needs one. */
  needsShift: boolean;
  /** Offers the shift (with its float), then completes with `then` (null: only opens it). */
  onOpenShift: (then: PaymentEntry[] | null) => void;
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

function PaymentForm(props: PaymentDialogProps) {
  const { due, currency, locale, canCharge, debit, saving, onComplete, needsShift, onOpenShift } = props;
  const { t } = useTranslation();
  const tender = useTender({ due, currency, debit, saving });
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const { afterPending, canComplete } = tender;
  const cashWithoutShift = needsShift && (tender.method === 'cash' || takesCash(tender.payments));

  function complete() {
    if (!canComplete) return;
    const payments = tender.all();
    // Cash goes into a drawer: open the shift here, then the sale completes.
    if (needsShift && takesCash(payments)) onOpenShift(payments);
    else onComplete(payments);
  }

  return (
    <Stack gap="sm" onKeyDown={getHotkeyHandler([['mod+Enter', complete]])}>
      <div className={classes.totalRow}>
        <Text fw={600}>{t('pos.amountDue')}</Text>
        <Text fw={800} size="xl" data-testid="pay-due">
          {money(due)}
        </Text>
      </div>
      {cashWithoutShift && <ShiftNeeded onOpen={() => onOpenShift(null)} />}
      {tender.payments.length > 0 && <TakenPayments tender={tender} money={money} />}
      {tender.remaining > 0 && (
        <TenderFields tender={tender} currency={currency} canCharge={canCharge} money={money} />
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

/** Cash needs an open shift: says so, and opens one on the spot. */
function ShiftNeeded({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconCashRegister />} data-testid="cash-needs-shift">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('pos.cashNeedsShift')}</Text>
        <Button size="md" variant="white" color="orange" onClick={onOpen}>
          {t('pos.openShiftForCash')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The payments already taken, each removable, and what remains after them. */
function TakenPayments({ tender, money }: { tender: Tender; money: (minor: number) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-label={t('pos.paymentsTaken')}>
      {tender.payments.map((p, i) => (
        <Group key={i} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t(`pos.methods.${p.method as TenderMethod}`)}
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
              onClick={() => tender.remove(i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <div className={classes.totalRow}>
        <Text fw={600}>{t('pos.remaining')}</Text>
        <Text fw={700} data-testid="pay-remaining">
          {money(tender.remaining)}
        </Text>
      </div>
    </Stack>
  );
}

interface TenderFieldsProps {
  tender: Tender;
  currency: string;
  canCharge: boolean;
  money: (minor: number) => string;
}

/** The next payment: its method, the amount (or cash tendered, with quick notes), the change due. */
function TenderFields({ tender, currency, canCharge, money }: TenderFieldsProps) {
  const { t } = useTranslation();
  const { method, text, remaining, pending, change } = tender;
  const methods = [
    { value: 'cash', label: t('pos.methods.cash') },
    { value: 'card', label: t('pos.methods.card') },
    ...(canCharge ? [{ value: 'account', label: t('pos.methods.account') }] : []),
  ];
  return (
    <>
      <SegmentedControl
        fullWidth
        size="md"
        value={method}
        onChange={(v) => tender.chooseMethod(v as TenderMethod)}
        data={methods}
        aria-label={t('pos.paymentMethod')}
      />
      <TextInput
        label={method === 'cash' ? t('pos.tendered') : t('pos.amount')}
        description={method === 'cash' ? t('pos.tenderedHint') : t('pos.amountHint')}
        placeholder={minorToDecimal(remaining, currency)}
        value={text}
        onChange={(e) => tender.setText(e.currentTarget.value)}
        inputMode="decimal"
        dir="ltr"
        size="md"
        error={text.trim() && tender.invalid ? t('pos.amountInvalid') : undefined}
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
              onClick={() => tender.setText(minorToDecimal(amount, currency))}
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
      {pending && tender.afterPending > 0 && (
        <Button variant="light" size="md" onClick={tender.add}>
          {t('pos.addPayment', { amount: money(pending.amount) })}
        </Button>
      )}
    </>
  );
}
