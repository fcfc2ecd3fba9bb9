import { ActionIcon, Text, TextInput } from '@mantine/core';
import { CASH_DENOMINATIONS, currencyExponent, type Denominations } from '@cashier/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asciiDigits } from '@cashier/web-core/digits';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { intlLocale } from '@cashier/web-core/locale';
import classes from './count.module.css';

/** The notes and coins a drawer in `currency` is counted in; empty when it is counted as one amount. */
export function denominationsOf(currency: string): readonly number[] {
  return CASH_DENOMINATIONS[currency] ?? [];
}

/** Only the denominations counted at least once (what the server keeps). */
export function countedOnly(counts: Denominations): Denominations {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

interface DenominationGridProps {
  currency: string;
  counts: Denominations;
  onChange: (counts: Denominations) => void;
}

/**
 * A row per note and coin, largest first: how many (typed, in any digit set, or stepped with − and
 * + for a finger) and what they come to. The caller shows the running total.
 */
export function DenominationGrid({ currency, counts, onChange }: DenominationGridProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const exp = currencyExponent(currency);
  const face = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: exp });
  const set = (value: number, count: number) =>
    onChange({ ...counts, [String(value)]: Math.max(0, Math.min(count, 99_999)) });

  return (
    <div className={classes.grid} role="group" aria-label={t('shifts.count.byNotes')}>
      {denominationsOf(currency).map((value) => {
        const count = counts[String(value)] ?? 0;
        const name = face.format(value / 10 ** exp);
        return (
          <DenominationRow
            key={value}
            name={name}
            label={t('shifts.count.countOf', { value: formatPrice(value, currency, locale) })}
            count={count}
            subtotal={formatPrice(value * count, currency, locale)}
            onCount={(n) => set(value, n)}
          />
        );
      })}
    </div>
  );
}

interface RowProps {
  name: string;
  label: string;
  count: number;
  subtotal: string;
  onCount: (count: number) => void;
}

function DenominationRow({ name, label, count, subtotal, onCount }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text className={classes.value}>{name}</Text>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('shifts.count.less', { label })}
        disabled={count === 0}
        onClick={() => onCount(count - 1)}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <TextInput
        aria-label={label}
        value={count ? String(count) : ''}
        placeholder="0"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        classNames={{ input: classes.countInput }}
        onChange={(e) => onCount(Number(asciiDigits(e.currentTarget.value).replace(/\D/g, '').slice(0, 5)))}
        onFocus={(e) => e.currentTarget.select()}
      />
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('shifts.count.more', { label })}
        onClick={() => onCount(count + 1)}
      >
        <IconPlus size={18} />
      </ActionIcon>
      <Text className={classes.subtotal} size="sm">
        {subtotal}
      </Text>
    </>
  );
}
