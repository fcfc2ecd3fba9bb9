import { ActionIcon, Button, Indicator, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TillState } from '../hooks/use-till';
import { parseDisplayCode, useCounterDisplay } from '../hooks/use-counter-display';

const COLORS = { ok: 'teal', failed: 'red', taken: 'orange', off: 'gray' } as const;
const STATUS_TEXT = {
  ok: 'pos.counterDisplay.live',
  failed: 'pos.counterDisplay.failed',
  taken: 'pos.counterDisplay.taken',
  off: 'pos.counterDisplay.live',
} as const;

/**
 * "Customer display": pairs this till with the counter display showing the typed code, so the
 * customer follows the sale; the dot says whether the display is getting it.
 */
export function CounterDisplayControl({ till }: { till: TillState }) {
  const { t } = useTranslation();
  const link = useCounterDisplay(till);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = t('pos.counterDisplay.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = parseDisplayCode(text);
    if (!code) return setError(t('pos.counterDisplay.codeInvalid'));
    link.pair(code);
    setText('');
    setError(null);
    setOpened(false);
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Tooltip label={label}>
          <Indicator disabled={link.status === 'off'} color={COLORS[link.status]} size={10} offset={6}>
            <ActionIcon
              size={44}
              variant="default"
              aria-label={label}
              data-testid="counter-display"
              onClick={() => setOpened((o) => !o)}
            >
              <IconDeviceDesktop size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        {link.code ? (
          <Stack gap="xs">
            <Text fw={600}>{label}</Text>
            <Text size="sm">{t('pos.counterDisplay.pairedWith', { code: link.code })}</Text>
            <Text size="sm" c={COLORS[link.status]} role="status">
              {t(STATUS_TEXT[link.status])}
            </Text>
            <Button variant="default" onClick={link.unpair}>
              {t('pos.counterDisplay.unpair')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Text fw={600}>{label}</Text>
              <Text size="sm" c="dimmed">
                {t('pos.counterDisplay.hint')}
              </Text>
              <TextInput
                label={t('pos.counterDisplay.code')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={error}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                maxLength={12}
                data-autofocus
              />
              <Button type="submit">{t('pos.counterDisplay.pair')}</Button>
            </Stack>
          </form>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
