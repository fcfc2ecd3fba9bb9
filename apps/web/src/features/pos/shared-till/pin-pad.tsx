import { Button, SimpleGrid } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { pinDigits } from '@cashier/web-core/digits';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinPadProps {
  value: string;
  onChange: (pin: string) => void;
  disabled?: boolean;
}

/**
 * Digits to tap on a touch screen, in the phone's order in either language (the keys show the
 * locale's digits; the PIN is kept in ASCII, as the server checks it).
 */
export function PinPad({ value, onChange, disabled }: PinPadProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const key = (digit: string) => (
    <Button
      key={digit}
      variant="default"
      size="xl"
      h={64}
      px={0}
      disabled={disabled}
      onClick={() => onChange(pinDigits(value + digit))}
      aria-label={digit}
    >
      {formatNumber(Number(digit), locale)}
    </Button>
  );
  return (
    <SimpleGrid cols={3} spacing="xs" dir="ltr" data-testid="pin-pad">
      {KEYS.map(key)}
      <Button
        variant="subtle"
        size="lg"
        h={64}
        px={0}
        disabled={disabled || !value}
        onClick={() => onChange('')}
      >
        {t('pos.till.clear')}
      </Button>
      {key('0')}
      <Button
        variant="subtle"
        size="xl"
        h={64}
        px={0}
        disabled={disabled || !value}
        onClick={() => onChange(value.slice(0, -1))}
        aria-label={t('pos.till.backspace')}
      >
        <IconBackspace size={26} />
      </Button>
    </SimpleGrid>
  );
}
