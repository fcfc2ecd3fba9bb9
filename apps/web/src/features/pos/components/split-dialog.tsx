import { ActionIcon, Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { priceOrder, type Discount, type Order } from '@cashier/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import type { SplitBody } from '../api';

type Line = Order['lines'][number];
type Mode = 'seat' | 'items';

interface SplitDialogProps {
  order: Order | null;
  opened: boolean;
  onClose: () => void;
  onSplit: (body: SplitBody) => void;
  saving: boolean;
  error: string | null;
  locale: Locale;
}

/** Bill 1 stays on the order; bills 2, 3… become orders of their own. */
const MAX_BILLS = 21;

/** The order's seats that have lines, in order; with no line off a seat, the first stays on bill 1. */
export function seatParts(lines: readonly Line[]): number[] {
  const seats = [...new Set(lines.flatMap((l) => (l.seat ? [l.seat] : [])))].sort((a, b) => a - b);
  return lines.some((l) => !l.seat) ? seats : seats.slice(1);
}

/** Each bill's lines (bill 1 first) with the quantity it takes of each of the order's lines. */
type Bills = { line: Line; quantity: number }[][];

function billsBySeat(lines: readonly Line[]): Bills {
  const parts = seatParts(lines);
  const stays = lines.filter((l) => !l.seat || !parts.includes(l.seat));
  return [stays, ...parts.map((seat) => lines.filter((l) => l.seat === seat))].map((ls) =>
    ls.map((line) => ({ line, quantity: line.quantity })),
  );
}

function billsByItems(lines: readonly Line[], taken: Record<number, number[]>, count: number): Bills {
  const bills: Bills = Array.from({ length: count }, () => []);
  for (const line of lines) {
    const q = taken[line.id] ?? [];
    const moved = q.reduce((s, n) => s + n, 0);
    if (line.quantity - moved > 0) bills[0]?.push({ line, quantity: line.quantity - moved });
    q.forEach((n, i) => {
      if (n > 0) bills[i + 1]?.push({ line, quantity: n });
    });
  }
  return bills;
}

/**
 * Splits a saved, unpaid dine-in order into separate bills: by seat (each seat with lines becomes its
 * own bill, lines without a seat stay) or by items (quantities of each line moved to bill 2, 3…).
 * Each bill's total is previewed with the same `priceOrder` and the order's frozen rates; the
 * server's answer is what is then shown and charged.
 */
export function SplitDialog({ order, opened, onClose, onSplit, saving, error, locale }: SplitDialogProps) {
  const { t } = useTranslation();
  const lines = useMemo(() => order?.lines ?? [], [order]);
  const hasSeats = seatParts(lines).length > 0;
  const [mode, setMode] = useState<Mode | null>(null);
  const current: Mode = mode ?? (hasSeats ? 'seat' : 'items');
  const [taken, setTaken] = useState<Record<number, number[]>>({});
  const [count, setCount] = useState(2);
  const [active, setActive] = useState(1);

  const bills = useMemo(
    () => (current === 'seat' ? billsBySeat(lines) : billsByItems(lines, taken, count)),
    [current, lines, taken, count],
  );
  if (!order) return null;
  const money = (minor: number) => formatPrice(minor, order.currency, locale);
  const discount: Discount =
    order.discountType === 'percent' ? { type: 'percent', value: order.discountValue } : null;
  const rules = {
    taxRateBp: order.taxRateBp,
    taxInclusive: order.taxInclusive,
    serviceChargeBp: order.serviceChargeBp,
  };
  const totalOf = (bill: Bills[number]) =>
    priceOrder(
      bill.map(({ line, quantity }) => ({
        unitPrice: line.unitPrice,
        modifiersTotal: line.modifiersTotal,
        quantity,
      })),
      discount,
      rules,
    ).total;
  const name = (l: Line) => (locale === 'ar' ? l.nameAr : l.nameEn);
  const seatsOf = (bill: Bills[number]) => [
    ...new Set(bill.flatMap(({ line }) => (line.seat ? [line.seat] : []))),
  ];
  const amountDiscount = order.discountType === 'amount';
  const parts = bills.slice(1).filter((b) => b.length > 0);
  const valid = !amountDiscount && parts.length > 0 && (bills[0]?.length ?? 0) > 0;

  function change(lineId: number, quantity: number, delta: number) {
    setTaken((prev) => {
      const q = [...(prev[lineId] ?? [])];
      while (q.length < count - 1) q.push(0);
      const moved = q.reduce((s, n) => s + n, 0);
      const mine = q[active - 1] ?? 0;
      const next = Math.max(0, Math.min(mine + delta, mine + quantity - moved));
      q[active - 1] = next;
      return { ...prev, [lineId]: q };
    });
  }

  function submit() {
    if (!order || !valid) return;
    const body: SplitBody =
      current === 'seat'
        ? { version: order.version, parts: seatParts(lines).map((seat) => ({ seat })) }
        : {
            version: order.version,
            parts: parts.map((bill) => ({
              lines: bill.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
            })),
          };
    onSplit(body);
  }

  function close() {
    setTaken({});
    setCount(2);
    setActive(1);
    setMode(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('pos.split.title')} centered size="lg">
      <Stack gap="sm">
        {amountDiscount && (
          <Alert color="orange" role="alert">
            {t('pos.split.amountDiscount')}
          </Alert>
        )}
        <SegmentedControl
          fullWidth
          value={current}
          onChange={(v) => setMode(v)}
          aria-label={t('pos.split.how')}
          data={[
            { value: 'seat', label: t('pos.split.bySeat'), disabled: !hasSeats },
            { value: 'items', label: t('pos.split.byItems') },
          ]}
          styles={{
            label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
          }}
        />
        {current === 'seat' && !hasSeats && <Text c="dimmed">{t('pos.split.noSeats')}</Text>}
        {current === 'items' && (
          <>
            <Group gap={6} role="group" aria-label={t('pos.split.moveTo')}>
              {Array.from({ length: count - 1 }, (_, i) => i + 1).map((b) => (
                <Button
                  key={b}
                  mih={44}
                  variant={active === b ? 'filled' : 'default'}
                  aria-pressed={active === b}
                  onClick={() => setActive(b)}
                >
                  {t('pos.split.bill', { number: formatNumber(b + 1, locale) })}
                </Button>
              ))}
              <Button
                mih={44}
                variant="subtle"
                leftSection={<IconPlus size={16} />}
                disabled={count >= MAX_BILLS}
                onClick={() => {
                  setActive(count);
                  setCount(count + 1);
                }}
              >
                {t('pos.split.addBill')}
              </Button>
            </Group>
            <Stack
              gap={6}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('pos.lines')}
            >
              {lines.map((line) => {
                const mine = taken[line.id]?.[active - 1] ?? 0;
                const left = bills[0]?.find((b) => b.line.id === line.id)?.quantity ?? 0;
                const label = name(line);
                return (
                  <Group key={line.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minInlineSize: 0 }}>
                      <Text fw={600} truncate>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('pos.split.staysOnFirst', { value: formatNumber(left, locale) })}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size={44}
                        variant="default"
                        aria-label={t('pos.split.less', { name: label })}
                        disabled={mine === 0}
                        onClick={() => change(line.id, line.quantity, -1)}
                      >
                        <IconMinus size={18} />
                      </ActionIcon>
                      <Text
                        fw={700}
                        miw={28}
                        ta="center"
                        data-testid="split-quantity"
                        aria-label={t('pos.split.onBill', {
                          number: formatNumber(active + 1, locale),
                          name: label,
                        })}
                      >
                        {formatNumber(mine, locale)}
                      </Text>
                      <ActionIcon
                        size={44}
                        variant="default"
                        aria-label={t('pos.split.more', { name: label })}
                        disabled={left === 0}
                        onClick={() => change(line.id, line.quantity, 1)}
                      >
                        <IconPlus size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </>
        )}
        <Stack
          gap={4}
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('pos.split.preview')}
        >
          {bills.map((bill, i) =>
            bill.length === 0 ? null : (
              <Group
                key={i}
                component="li"
                justify="space-between"
                wrap="nowrap"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                data-testid="split-preview"
              >
                <div style={{ minInlineSize: 0 }}>
                  <Text fw={700}>
                    {t('pos.split.bill', { number: formatNumber(i + 1, locale) })}
                    {seatsOf(bill).length > 0 && current === 'seat' && (
                      <Text span c="dimmed" fw={400}>
                        {' · '}
                        {seatsOf(bill)
                          .map((s) => t('pos.split.seat', { number: formatNumber(s, locale) }))
                          .join(', ')}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {bill
                      .map(({ line, quantity }) => `${formatNumber(quantity, locale)} × ${name(line)}`)
                      .join(', ')}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="split-preview-total">
                  {money(totalOf(bill))}
                </Text>
              </Group>
            ),
          )}
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" mih={44} onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button mih={44} onClick={submit} disabled={!valid} loading={saving}>
            {t('pos.split.confirm', { value: formatNumber(parts.length + 1, locale) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
