import { ActionIcon, Alert, Button, Group, InputBase, Popover, Stack, Text, TextInput } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type Discount, type Totals } from '@cashier/contracts';
import {
  IconArmchair,
  IconDiscount2,
  IconMinus,
  IconNote,
  IconPlayerPause,
  IconPlus,
  IconTable,
  IconTrash,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import { memo, useState, type ChangeEvent, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import type { Cart, CartAction, CartLine, SaleMode } from '../cart';
import { Choice } from './choice';
import classes from './pos.module.css';

interface CartPanelProps {
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  totals: Totals;
  taxInclusive: boolean;
  locale: Locale;
  currency: string;
  tableName: string | null;
  customerName: string | null;
  /** The chosen table's seats (0 when there is none). */
  tableSeats: number;
  onPickTable: () => void;
  onPickCustomer: () => void;
  onHold: () => void;
  onSave: () => void;
  onPay: () => void;
  onNew: () => void;
  saving: boolean;
  error: string | null;
  /** More that can be done with a saved order (split the bill, merge a table). */
  actions?: ReactNode;
}

/** The order being taken: how it is sold, its lines, discount, totals and what to do next. */
export function CartPanel(props: CartPanelProps) {
  const { cart, dispatch, totals, locale, currency, saving } = props;
  const { t } = useTranslation();
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const empty = cart.lines.length === 0;
  const due = totals.total - (cart.order?.paidTotal ?? 0);
  const needsTable = cart.mode === 'dine-in' && !cart.tableId;
  const needsCustomer = (cart.mode === 'debit' || cart.mode === 'delivery') && !cart.customerId;
  const needsAddress = cart.mode === 'delivery' && !cart.deliveryAddress.trim();
  const blocked = empty || saving || needsTable || needsCustomer || needsAddress;
  const count = cart.lines.reduce((s, l) => s + l.quantity, 0);
  // Guests beyond the table's chairs get seats too (the "+"), up to the 50 an order line takes.
  const seats =
    cart.mode === 'dine-in' && cart.tableId
      ? Math.min(MAX_SEAT, Math.max(props.tableSeats, cart.seat ?? 0, ...cart.lines.map((l) => l.seat ?? 0)))
      : 0;

  return (
    <section className={classes.cart} aria-label={t('pos.cart')}>
      <div className={classes.cartHead}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" truncate>
            {cart.order
              ? t('pos.ticketNumber', { number: formatNumber(cart.order.ticketNumber, locale) })
              : t('pos.newSale')}
          </Text>
          <Button variant="subtle" size="sm" mih={44} onClick={props.onNew} leftSection={<IconX size={16} />}>
            {t('pos.newOrder')}
          </Button>
        </Group>
        <Choice<SaleMode>
          value={cart.mode}
          onChange={(mode) => dispatch({ type: 'mode', mode })}
          label={t('pos.orderType')}
          data={(['pos', 'dine-in', 'delivery', 'debit'] as const).map((m) => ({
            value: m,
            label: t(`pos.modes.${m}`),
          }))}
        />
        <Group gap={6} grow>
          {cart.mode === 'dine-in' && (
            <Button
              variant={cart.tableId ? 'light' : 'outline'}
              color={cart.tableId ? undefined : 'orange'}
              mih={44}
              leftSection={<IconTable size={18} />}
              onClick={props.onPickTable}
            >
              <Text span truncate inherit>
                {props.tableName ?? t('pos.chooseTable')}
              </Text>
            </Button>
          )}
          <Button
            variant={cart.customerId ? 'light' : needsCustomer ? 'outline' : 'default'}
            color={needsCustomer ? 'orange' : undefined}
            mih={44}
            leftSection={<IconUser size={18} />}
            onClick={props.onPickCustomer}
          >
            <Text span truncate inherit>
              {props.customerName ?? t('pos.customer')}
            </Text>
          </Button>
        </Group>
        {seats > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" mt={8} style={{ flexShrink: 0 }}>
              {t('pos.seating.newItems')}
            </Text>
            <SeatButtons
              count={seats}
              current={cart.seat}
              locale={locale}
              onPick={(seat) => dispatch({ type: 'seat', seat })}
              canAdd
            />
          </Group>
        )}
        {cart.mode === 'delivery' && (
          // A plain two-row textarea: Mantine's Textarea brings an autosize library the till can do without.
          <InputBase
            component="textarea"
            rows={2}
            aria-label={t('pos.deliveryAddress')}
            placeholder={t('pos.deliveryAddress')}
            value={cart.deliveryAddress}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) =>
              dispatch({ type: 'address', address: e.currentTarget.value })
            }
            maxLength={500}
            styles={{ input: { resize: 'vertical', paddingBlock: 6 } }}
          />
        )}
      </div>

      <div className={classes.lines} role="list" aria-label={t('pos.lines')}>
        {empty ? (
          <Text c="dimmed" ta="center" p="lg">
            {t('pos.emptyCart')}
          </Text>
        ) : (
          cart.lines.map((line) => (
            <LineRow
              key={line.key}
              line={line}
              selected={cart.selected === line.key}
              seats={seats}
              dispatch={dispatch}
              locale={locale}
              currency={currency}
            />
          ))
        )}
      </div>

      <div className={classes.cartFoot}>
        <Group justify="space-between" gap={4}>
          <Text size="sm" c="dimmed">
            {t('pos.items', { value: formatNumber(count, locale) })}
          </Text>
          <DiscountButton
            discount={cart.discount}
            currency={currency}
            locale={locale}
            disabled={empty}
            onChange={(discount) => dispatch({ type: 'discount', discount })}
          />
        </Group>
        <div className={classes.totalRow}>
          <span>{t('pos.subtotal')}</span>
          <span data-testid="cart-subtotal">{money(totals.subtotal)}</span>
        </div>
        {totals.discountTotal > 0 && (
          <div className={classes.totalRow}>
            <span>{t('pos.discount')}</span>
            <span data-testid="cart-discount">−{money(totals.discountTotal)}</span>
          </div>
        )}
        {totals.serviceCharge > 0 && (
          <div className={classes.totalRow}>
            <span>{t('pos.serviceCharge')}</span>
            <span data-testid="cart-service">{money(totals.serviceCharge)}</span>
          </div>
        )}
        <div className={classes.totalRow}>
          <span>{props.taxInclusive ? t('pos.taxIncluded') : t('pos.tax')}</span>
          <span data-testid="cart-tax">{money(totals.taxTotal)}</span>
        </div>
        {cart.order && cart.order.paidTotal > 0 && (
          <div className={classes.totalRow}>
            <span>{t('pos.alreadyPaid')}</span>
            <span>{money(cart.order.paidTotal)}</span>
          </div>
        )}
        <div className={`${classes.totalRow} ${classes.grandTotal}`}>
          <span>{t('pos.total')}</span>
          <span data-testid="cart-total">{money(totals.total)}</span>
        </div>
        {props.error && (
          <Alert color="red" p="xs" role="alert">
            {props.error}
          </Alert>
        )}
        {props.actions}
        <Group gap={6} grow wrap="nowrap">
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlayerPause size={18} />}
            onClick={props.onHold}
            disabled={empty || saving || (cart.order !== null && cart.order.type !== 'hold')}
          >
            {t('pos.hold')}
          </Button>
          {(cart.mode === 'dine-in' || cart.mode === 'delivery' || cart.order) && (
            <Button variant="light" size="md" onClick={props.onSave} disabled={blocked}>
              {t('pos.send')}
            </Button>
          )}
        </Group>
        <Button size="lg" onClick={props.onPay} disabled={blocked} loading={saving}>
          {t('pos.pay', { amount: money(Math.max(0, due)) })}
        </Button>
      </div>
    </section>
  );
}

const MAX_SEAT = 50;

/** Shared, seat 1…count and, with canAdd, one seat more: the chosen one filled. */
function SeatButtons({
  count,
  current,
  locale,
  onPick,
  canAdd = false,
}: {
  count: number;
  current: number | null;
  locale: Locale;
  onPick: (seat: number | null) => void;
  canAdd?: boolean;
}) {
  const { t } = useTranslation();
  const seats = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div className={classes.seats} role="group" aria-label={t('pos.seating.label')}>
      {[null, ...seats].map((seat) => (
        <Button
          key={seat ?? 0}
          size="compact-md"
          mih={36}
          miw={36}
          px={seat === null ? 10 : 6}
          variant={current === seat ? 'filled' : 'default'}
          aria-pressed={current === seat}
          aria-label={
            seat === null
              ? t('pos.seating.shared')
              : t('pos.seating.seat', { number: formatNumber(seat, locale) })
          }
          onClick={(e) => {
            e.stopPropagation();
            onPick(seat);
          }}
        >
          {seat === null ? t('pos.seating.shared') : formatNumber(seat, locale)}
        </Button>
      ))}
      {canAdd && count < MAX_SEAT && (
        <ActionIcon
          size={36}
          variant="subtle"
          aria-label={t('pos.seating.add')}
          onClick={() => onPick(count + 1)}
        >
          <IconPlus size={16} />
        </ActionIcon>
      )}
    </div>
  );
}

/** A line's seat: a badge-like button that opens the seats to move it to. */
function LineSeat({
  line,
  name,
  seats,
  locale,
  dispatch,
}: {
  line: CartLine;
  name: string;
  seats: number;
  locale: Locale;
  dispatch: Dispatch<CartAction>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="compact-sm"
          mih={36}
          variant={line.seat ? 'light' : 'subtle'}
          leftSection={<IconArmchair size={16} />}
          aria-label={t('pos.seating.move', { name })}
          onClick={(e) => {
            e.stopPropagation();
            setOpened((o) => !o);
          }}
        >
          {line.seat ? formatNumber(line.seat, locale) : t('pos.seating.shared')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown onClick={(e) => e.stopPropagation()} maw={260}>
        <Text size="sm" fw={600} mb={6}>
          {t('pos.seating.move', { name })}
        </Text>
        <SeatButtons
          count={seats}
          current={line.seat}
          locale={locale}
          onPick={(seat) => {
            dispatch({ type: 'lineSeat', key: line.key, seat });
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

const LineRow = memo(function LineRow({
  line,
  selected,
  seats,
  dispatch,
  locale,
  currency,
}: {
  line: CartLine;
  selected: boolean;
  /** The seats at the table (0: not a dine-in order with a table, no seat control). */
  seats: number;
  dispatch: Dispatch<CartAction>;
  locale: Locale;
  currency: string;
}) {
  const { t } = useTranslation();
  const [noting, setNoting] = useState(false);
  const name = locale === 'ar' ? line.nameAr : line.nameEn;
  const unit = line.unitPrice + line.modifiers.reduce((s, m) => s + m.price, 0);
  return (
    <div
      className={classes.line}
      role="listitem"
      aria-label={name}
      data-selected={selected || undefined}
      onClick={() => dispatch({ type: 'select', key: line.key })}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {line.modifiers.length > 0 && (
            <Text size="xs" c="dimmed">
              {line.modifiers
                .map((m) => (locale === 'ar' ? m.nameAr : m.nameEn))
                .join(locale === 'ar' ? '، ' : ', ')}
            </Text>
          )}
          {line.note && !noting && (
            <Text size="xs" c="orange" style={{ overflowWrap: 'anywhere' }}>
              {line.note}
            </Text>
          )}
        </div>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
          {formatPrice(unit * line.quantity, currency, locale)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap={4} mt={4}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t('pos.less', { name })}
            onClick={(e) => {
              e.stopPropagation();
              dispatch({ type: 'quantity', key: line.key, delta: -1 });
            }}
          >
            <IconMinus size={18} />
          </ActionIcon>
          <Text fw={700} miw={32} ta="center" aria-label={t('pos.quantity')} data-testid="line-quantity">
            {formatNumber(line.quantity, locale)}
          </Text>
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t('pos.more', { name })}
            onClick={(e) => {
              e.stopPropagation();
              dispatch({ type: 'quantity', key: line.key, delta: 1 });
            }}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          {seats > 0 && (
            <LineSeat line={line} name={name} seats={seats} locale={locale} dispatch={dispatch} />
          )}
          <ActionIcon
            size={44}
            variant={line.note ? 'light' : 'subtle'}
            aria-label={t('pos.noteFor', { name })}
            onClick={(e) => {
              e.stopPropagation();
              setNoting((n) => !n);
            }}
          >
            <IconNote size={18} />
          </ActionIcon>
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={t('pos.remove', { name })}
            onClick={(e) => {
              e.stopPropagation();
              dispatch({ type: 'remove', key: line.key });
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {noting && (
        <TextInput
          mt={4}
          size="sm"
          aria-label={t('pos.noteFor', { name })}
          placeholder={t('pos.notePlaceholder')}
          value={line.note}
          maxLength={200}
          autoFocus
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => dispatch({ type: 'note', key: line.key, note: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === 'Escape') setNoting(false);
          }}
        />
      )}
    </div>
  );
});

/** An order discount: an amount of money or a percentage (kept in basis points). */
function DiscountButton({
  discount,
  currency,
  locale,
  disabled,
  onChange,
}: {
  discount: Discount;
  currency: string;
  locale: Locale;
  disabled: boolean;
  onChange: (discount: Discount) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<'amount' | 'percent'>(discount?.type ?? 'percent');
  const [text, setText] = useState('');
  // Percent typed with up to two decimals: 12.5 % → 1250 basis points (the same digits as cents).
  const value = kind === 'amount' ? decimalToMinor(text, currency) : decimalToMinor(text, 'USD');
  const valid = value !== null && value > 0 && (kind === 'amount' || value <= 10_000);
  const label = discount
    ? discount.type === 'percent'
      ? t('pos.discountPercent', { value: formatNumber(discount.value / 100, locale) })
      : formatPrice(discount.value, currency, locale)
    : t('pos.discount');

  function open() {
    setKind(discount?.type ?? 'percent');
    setText(
      discount
        ? discount.type === 'percent'
          ? minorToDecimal(discount.value, 'USD')
          : minorToDecimal(discount.value, currency)
        : '',
    );
    setOpened(true);
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button
          variant={discount ? 'light' : 'subtle'}
          size="sm"
          mih={44}
          leftSection={<IconDiscount2 size={18} />}
          onClick={() => (opened ? setOpened(false) : open())}
          disabled={disabled}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid || value === null) return;
            onChange({ type: kind, value });
            setOpened(false);
          }}
        >
          <Stack gap="xs" w={240}>
            <Choice<'amount' | 'percent'>
              value={kind}
              onChange={setKind}
              label={t('pos.discountKind')}
              data={[
                { value: 'percent', label: t('pos.percent') },
                { value: 'amount', label: t('pos.amountOff') },
              ]}
            />
            <TextInput
              label={
                kind === 'percent'
                  ? t('pos.discountPercentLabel')
                  : t('pos.discountAmountLabel', { currency })
              }
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              inputMode="decimal"
              dir="ltr"
              error={text.trim() && !valid ? t('pos.amountInvalid') : undefined}
              data-autofocus
            />
            <Group gap={6} grow>
              {discount && (
                <Button
                  variant="default"
                  onClick={() => {
                    onChange(null);
                    setOpened(false);
                  }}
                >
                  {t('pos.removeDiscount')}
                </Button>
              )}
              <Button type="submit" disabled={!valid}>
                {t('pos.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
