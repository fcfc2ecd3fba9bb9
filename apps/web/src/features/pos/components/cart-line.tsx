import { ActionIcon, Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { IconArmchair, IconMinus, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useState, type Dispatch, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { CartAction, CartLine } from '@cashier/sale';
import { CourseMenu } from './course-menu';
import { LineKitchenBadge } from './kitchen-badge';
import classes from './pos.module.css';

/** The most seats an order line takes. */
export const MAX_SEAT = 50;

/** A click on a control inside a line does its own thing, not also select the line. */
const only =
  (action: () => void) =>
  (e: MouseEvent): void => {
    e.stopPropagation();
    action();
  };

interface LineProps {
  line: CartLine;
  /** The line's name in the screen's language. */
  name: string;
  dispatch: Dispatch<CartAction>;
  locale: Locale;
}

/** Shared, seat 1…count and, with canAdd, one seat more: the chosen one filled. */
export function SeatButtons({
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
          onClick={only(() => onPick(seat))}
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
function LineSeat({ line, name, seats, locale, dispatch }: LineProps & { seats: number }) {
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
          onClick={only(() => setOpened((o) => !o))}
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

/**
 * One line of the cart: its name, options, note, seat, quantity and price, and its course (before
 * it goes to the kitchen) or where the kitchen has it (after).
 */
export const LineRow = memo(function LineRow({
  line,
  selected,
  seats,
  courses,
  kitchen,
  dispatch,
  locale,
  currency,
}: {
  line: CartLine;
  selected: boolean;
  /** The seats at the table (0: not a dine-in order with a table, no seat control). */
  seats: number;
  /** How many courses the line can be moved to (0: not at a table, no course menu). */
  courses: number;
  /** Whether the order's saved lines go to the kitchen (not a parked order). */
  kitchen: boolean;
  dispatch: Dispatch<CartAction>;
  locale: Locale;
  currency: string;
}) {
  const { t } = useTranslation();
  const [noting, setNoting] = useState(false);
  const name = locale === 'ar' ? line.nameAr : line.nameEn;
  const props = { line, name, dispatch, locale };
  return (
    <div
      className={classes.line}
      role="listitem"
      aria-label={name}
      data-selected={selected || undefined}
      onClick={() => dispatch({ type: 'select', key: line.key })}
    >
      <div className={classes.lineMain}>
        <LineSummary {...props} showNote={!noting}>
          <LineCourse {...props} courses={courses} kitchen={kitchen} />
        </LineSummary>
        <Stepper {...props} />
        <Text size="sm" fw={700} className={classes.linePrice} data-testid="line-total">
          {formatPrice(lineUnit(line) * line.quantity, currency, locale)}
        </Text>
      </div>
      {/* The selected line's tools: its seat, its note and remove (one row, under it). */}
      {(selected || noting) && <LineTools {...props} seats={seats} onNote={() => setNoting((n) => !n)} />}
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

/** Where a sent line is in the kitchen; before it is sent (or while held), its course to change. */
function LineCourse({ line, kitchen, courses, ...props }: LineProps & { kitchen: boolean; courses: number }) {
  if (kitchen && line.kitchenState && !line.held) return <LineKitchenBadge state={line.kitchenState} />;
  if (courses === 0 && !line.held) return null;
  return <CourseMenu line={line} {...props} choices={Math.max(courses, 3)} />;
}

/** The selected line's tools: its seat, its note and remove (one row, under it). */
function LineTools({
  line,
  name,
  seats,
  locale,
  dispatch,
  onNote,
}: LineProps & { seats: number; onNote: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" wrap="nowrap" gap={4} mt={2} data-testid="line-tools">
      {seats > 0 && <LineSeat line={line} name={name} seats={seats} locale={locale} dispatch={dispatch} />}
      <ActionIcon
        size={44}
        variant={line.note ? 'light' : 'subtle'}
        aria-label={t('pos.noteFor', { name })}
        onClick={only(onNote)}
      >
        <IconNote size={18} />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="subtle"
        color="red"
        aria-label={t('pos.remove', { name })}
        onClick={only(() => dispatch({ type: 'remove', key: line.key }))}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** A line's unit price with its options. */
const lineUnit = (line: CartLine) => line.unitPrice + line.modifiers.reduce((s, m) => s + m.price, 0);

/** The line's name, its course or kitchen state, its options and its note (unless being edited). */
function LineSummary({
  line,
  name,
  locale,
  showNote,
  children,
}: Omit<LineProps, 'dispatch'> & { showNote: boolean; children: ReactNode }) {
  return (
    <div className={classes.lineText}>
      <Group gap={6} align="center">
        <Text fw={600} size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {children}
      </Group>
      {line.modifiers.length > 0 && (
        <Text size="xs" c="dimmed">
          {line.modifiers
            .map((m) => (locale === 'ar' ? m.nameAr : m.nameEn))
            .join(locale === 'ar' ? '، ' : ', ')}
        </Text>
      )}
      {line.note && showNote && (
        <Text size="xs" c="orange" style={{ overflowWrap: 'anywhere' }}>
          {line.note}
        </Text>
      )}
    </div>
  );
}

/** One less, the quantity, one more. */
function Stepper({ line, name, dispatch, locale }: LineProps) {
  const { t } = useTranslation();
  const step = (delta: number) => only(() => dispatch({ type: 'quantity', key: line.key, delta }));
  return (
    <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon size={44} variant="default" aria-label={t('pos.less', { name })} onClick={step(-1)}>
        <IconMinus size={18} />
      </ActionIcon>
      <Text fw={700} miw={28} ta="center" aria-label={t('pos.quantity')} data-testid="line-quantity">
        {formatNumber(line.quantity, locale)}
      </Text>
      <ActionIcon size={44} variant="default" aria-label={t('pos.more', { name })} onClick={step(1)}>
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
