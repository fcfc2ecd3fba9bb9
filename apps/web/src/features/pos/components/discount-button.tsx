import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type Discount } from '@cashier/contracts';
import { IconDiscount2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import { Choice } from './choice';

type Kind = 'amount' | 'percent';

interface DiscountProps {
  discount: Discount;
  currency: string;
  onChange: (discount: Discount) => void;
}

/** An order discount: an amount of money or a percentage (kept in basis points). */
export function DiscountButton({
  discount,
  currency,
  locale,
  disabled,
  onChange,
}: DiscountProps & { locale: Locale; disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = discount
    ? discount.type === 'percent'
      ? t('pos.discountPercent', { value: formatNumber(discount.value / 100, locale) })
      : formatPrice(discount.value, currency, locale)
    : t('pos.discount');
  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button
          variant={discount ? 'light' : 'subtle'}
          size="sm"
          mih={44}
          leftSection={<IconDiscount2 size={18} />}
          onClick={() => setOpened((o) => !o)}
          disabled={disabled}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {/* Mounted with each opening, so it starts from the discount as it is now. */}
        <DiscountForm
          discount={discount}
          currency={currency}
          onChange={(next) => {
            onChange(next);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The discount's kind and value; percent typed with up to two decimals: 12.5 % → 1250 basis points. */
function DiscountForm({ discount, currency, onChange }: DiscountProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(discount?.type ?? 'percent');
  // Basis points have the same digits as cents, so a percent reads and writes like USD.
  const unit = (k: Kind) => (k === 'amount' ? currency : 'USD');
  const [text, setText] = useState(discount ? minorToDecimal(discount.value, unit(discount.type)) : '');
  const value = decimalToMinor(text, unit(kind));
  const valid = value !== null && value > 0 && (kind === 'amount' || value <= 10_000);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && value !== null) onChange({ type: kind, value });
      }}
    >
      <Stack gap="xs" w={240}>
        <Choice<Kind>
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
            kind === 'percent' ? t('pos.discountPercentLabel') : t('pos.discountAmountLabel', { currency })
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
            <Button variant="default" onClick={() => onChange(null)}>
              {t('pos.removeDiscount')}
            </Button>
          )}
          <Button type="submit" disabled={!valid}>
            {t('pos.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
