import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { decimalToMinor, minorToDecimal, type Discount } from '@cashier/contracts';
import { IconDiscount2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { Choice } from './choice';

/** An order discount: an amount of money or a percentage (kept in basis points). */
export function DiscountButton({
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
