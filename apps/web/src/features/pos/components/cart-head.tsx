import { ActionIcon, Button, Group, InputBase, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconTable, IconUser, IconX } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@cashier/web-core/locale';
import type { SaleMode } from '@cashier/sale';
import { SeatButtons } from './cart-line';
import { missing, type CartActions, type CartView } from './cart-view';
import { GuestsInput } from './guests-input';
import classes from './pos.module.css';

const MODES = ['pos', 'dine-in', 'delivery', 'debit'] as const satisfies readonly SaleMode[];

/** A sale mode's one word: the order kind it makes (a `pos` sale without a table is a counter sale). */
const kindOf = (mode: SaleMode) => (mode === 'pos' ? 'counter' : mode);

interface HeadProps {
  view: CartView;
  actions: CartActions;
  seats: number;
  locale: Locale;
}

/**
 * The head of the cart, folded into one row: how it is sold, the table and guests (dine-in), the
 * customer and a new order. A second row only when the sale needs one: the seats at a chosen
 * table, the delivery address, the chosen customer's name.
 */
export function CartHead({ view, actions, seats, locale }: HeadProps) {
  const { t } = useTranslation();
  const { cart } = view;
  const { dispatch } = actions;
  const needs = missing(cart);
  return (
    <div className={classes.cartHead}>
      <div className={classes.headRow}>
        <ModeMenu mode={cart.mode} onChange={(m) => dispatch({ type: 'mode', mode: m })} />
        {cart.mode === 'dine-in' && (
          <Button
            variant={cart.tableId ? 'light' : 'outline'}
            color={cart.tableId ? undefined : 'orange'}
            px={10}
            mih={44}
            className={classes.headButton}
            leftSection={<IconTable size={18} />}
            aria-label={view.table.name ? undefined : t('pos.chooseTable')}
            onClick={actions.pickTable}
          >
            {view.table.name ?? t('pos.table')}
          </Button>
        )}
        {cart.mode === 'dine-in' && (
          <GuestsInput value={cart.guests} onChange={(guests) => dispatch({ type: 'guests', guests })} />
        )}
        <Tooltip label={view.customerName ?? t('pos.customer')}>
          <ActionIcon
            size={44}
            variant={cart.customerId ? 'light' : needs.customer ? 'outline' : 'default'}
            color={needs.customer ? 'orange' : undefined}
            aria-label={view.customerName ? `${t('pos.customer')}: ${view.customerName}` : t('pos.customer')}
            onClick={actions.pickCustomer}
          >
            <IconUser size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('pos.newOrder')}>
          <ActionIcon
            size={44}
            variant="subtle"
            className={classes.headEnd}
            aria-label={t('pos.newOrder')}
            onClick={actions.startNew}
          >
            <IconX size={20} />
          </ActionIcon>
        </Tooltip>
      </div>
      <HeadRows view={view} actions={actions} seats={seats} locale={locale} />
    </div>
  );
}

/** How the sale is sold: a button with its one word, opening the four to choose from. */
function ModeMenu({ mode, onChange }: { mode: SaleMode; onChange: (mode: SaleMode) => void }) {
  const { t } = useTranslation();
  const label = t(`orderKinds.${kindOf(mode)}`);
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          px={10}
          mih={44}
          className={classes.headButton}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`${t('pos.orderType')}: ${label}`}
          data-testid="sale-mode"
          data-mode={mode}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('pos.orderType')}</Menu.Label>
        {MODES.map((m) => (
          <Menu.Item
            key={m}
            mih={44}
            rightSection={m === mode ? <IconCheck size={14} /> : null}
            aria-current={m === mode || undefined}
            onClick={() => onChange(m)}
          >
            {t(`orderKinds.${kindOf(m)}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The rows a sale needs besides the head's: the customer's name, new items' seat, the address. */
function HeadRows({ view, actions, seats, locale }: HeadProps) {
  const { t } = useTranslation();
  const { cart } = view;
  const { dispatch } = actions;
  return (
    <>
      {view.customerName && (
        <Text size="sm" c="dimmed" truncate data-testid="cart-customer">
          {t('pos.forCustomer', { name: view.customerName })}
        </Text>
      )}
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
    </>
  );
}
